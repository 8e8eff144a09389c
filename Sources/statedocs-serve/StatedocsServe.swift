import ArgumentParser
import FlyingFox
import Foundation
import StatedocsCommands

// `statedocs serve` replaces its process with this one (see `Serve`): the only executable that
// links FlyingFox, and so FoundationNetworking.

@main
struct StatedocsServe: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "statedocs serve",
        abstract: Serve.configuration.abstract)

    @OptionGroup var options: ServeOptions

    func run() async throws {
        try await ServeSession(options: options).run(on: FlyingFoxServer())
    }
}

/// FlyingFox's server, bound to localhost, answering every GET through `respond`.
struct FlyingFoxServer: LocalHTTPServer {
    func serve(port: UInt16, listening: @escaping @Sendable () -> Void,
               respond: @escaping @Sendable (ServedRequest) -> ServedResponse) async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: port), logger: .disabled)
        await server.appendRoute("GET *") { request in
            let response = respond(ServedRequest(path: request.path, targetPath: request.target.path(), pageQuery: request.query["page"]))
            var headers = HTTPHeaders()
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(statusCode: Self.statusCode(response.status), headers: headers, body: response.body)
        }
        Task {
            if (try? await server.waitUntilListening()) != nil { listening() }
        }
        try await server.run()
    }

    private static func statusCode(_ status: Int) -> HTTPStatusCode {
        switch status {
        case 200: .ok
        case 301: .movedPermanently
        case 404: .notFound
        default: HTTPStatusCode(status, phrase: "")
        }
    }
}
