import Foundation

// Metal shaders (iOS 17): a shader only changes pixels, so a scenario can build one, pass its
// arguments and apply it as an effect or a fill, and nothing it can observe changes. There is
// no Metal library to look functions up in: a function is known by its name. Evidence: Apple
// docs, Shader ("A reference to a function in a Metal shader library, along with its bound
// uniform argument values"), ShaderFunction, ShaderLibrary (`@dynamicMemberLookup`, `default`),
// colorEffect(_:isEnabled:), distortionEffect(_:maxSampleOffset:isEnabled:),
// layerEffect(_:maxSampleOffset:isEnabled:) ("Returns a new view that applies shader to self").

/// StateEngine: inert (a visual value)
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    enum Source: Equatable { case main, bundle(String), data(Data), url(URL) }
    let source: Source

    public static let `default` = ShaderLibrary(source: .main)
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundlePath)) }
    public init(data: Data) { source = .data(data) }
    public init(url: URL) { source = .url(url) }
    init(source: Source) { self.source = source }

    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// StateEngine: inert (a visual value)
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// `ShaderLibrary.ripple(.float(t))`: the function with its arguments bound.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// StateEngine: inert (a visual value)
public struct Shader: Equatable, Sendable, ShapeStyle {
    public var function: ShaderFunction
    public var arguments: [Argument]
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// A value passed to the shader function, kept as given.
    public struct Argument: Equatable, @unchecked Sendable {
        enum Value: Equatable {
            case floats([Double])
            case color(Color)
            case colors([Color])
            case image(String)
            case data(Data)
            case boundingRect
        }
        let value: Value

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Double(x)])) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(value: .floats([Double(x), Double(y)])) }
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(value: .floats([Double(x), Double(y), Double(z)])) }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Double(x), Double(y), Double(z), Double(w)]))
        }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array.map(Double.init))) }
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        public static func image(_ image: Image) -> Argument { Argument(value: .image("\(image)")) }
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }
}

/// StateEngine: inert (purely visual)
nonisolated extension View {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { inert() }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { inert() }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { inert() }
}
