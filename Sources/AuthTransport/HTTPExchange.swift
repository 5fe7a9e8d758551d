import Foundation

/// One HTTP request and its answer, as the login feature's Supabase client needs them: the shape
/// both sides of the transport library agree on.
///
/// The transport (URLSession, with FoundationNetworking and libcurl's fifty-odd libraries) lives in
/// a shared library that `tca-shell` opens only when Supabase is configured: loading it at start-up
/// took most of the shell's start-up time. Values cross that boundary only in types the two images
/// share (Foundation's and the standard library's, and tuples and functions of them), never in a
/// type declared in one image, which the other would see as a different type.
///
/// - `url`: the whole URL, query included; `method`: `"POST"`, `"GET"`…; `headers`: request
///   headers; `body`: the request body (empty for none); `timeout`: whole seconds.
/// - Answers `status` (the HTTP status), `headers` (names lowercased, so they are looked up as
///   HTTP compares them, without regard to case) and `body`.
/// - Throws `URLError` when no answer came (its code says why: `.timedOut`,
///   `.cannotConnectToHost`…), and `CancellationError` when the task was cancelled.
public typealias HTTPExchange =
  @Sendable (
    _ request: (url: URL, method: String, headers: [String: String], body: Data, timeout: Int)
  ) async throws -> (status: Int, headers: [String: String], body: Data)

/// Where the transport library is and how it is entered.
public enum HTTPTransportLibrary {
  /// The file SwiftPM builds for the `URLSessionTransport` product, beside `tca-shell`.
  public static let fileName = "libURLSessionTransport.so"
  /// The C symbol that returns the library's ``HTTPExchange``, retained, as an opaque object
  /// pointer. Must match the `@_cdecl` name in URLSessionTransport (checked by
  /// URLSessionTransportTests).
  public static let entrySymbol = "tca_shell_url_session_exchange"
}
