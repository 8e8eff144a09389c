import Foundation

/// A system error in plain words ("Permission denied", "File name too long") instead of a
/// raw `NSCocoaErrorDomain` dump, for diagnostics that already name the file.
public enum SystemError {
    public static func reason(_ error: Error) -> String {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code)))
        }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return reason(underlying)
        }
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return "No such file or directory"
        case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "Permission denied"
        case NSFileWriteOutOfSpaceError: return "No space left on device"
        case NSFileWriteFileExistsError: return "File exists"
        case NSFileWriteVolumeReadOnlyError: return "Read-only file system"
        case NSFileReadInvalidFileNameError, NSFileWriteInvalidFileNameError: return "invalid file name"
        default: break
        }
        return nsError.localizedFailureReason ?? nsError.localizedDescription
    }
}
