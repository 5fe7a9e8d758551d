import AuthTransport
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Opens the transport library beside the running executable (``HTTPTransportLibrary``) and takes
/// its ``HTTPExchange``: the one place the package opens a library at run time.
///
/// Opened on first use and kept for the process's life, so a shell that never signs in with
/// Supabase never loads FoundationNetworking.
enum HTTPTransportLoader {
  /// The exchange, or why there is none: a ``AuthError/Kind/configuration`` error naming the file
  /// looked for and how to build it.
  static func exchange() throws(AuthError) -> HTTPExchange {
    try loaded.get()
  }

  private static let loaded: Result<HTTPExchange, AuthError> = load()

  private static func load() -> Result<HTTPExchange, AuthError> {
    let folder = executableFolder()
    let path = folder + "/" + HTTPTransportLibrary.fileName
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "cannot open it"
      let missing = access(path, F_OK) != 0
      return .failure(
        AuthError(
          .configuration,
          missing
            ? "Supabase sign-in needs \(HTTPTransportLibrary.fileName) beside tca-shell, in \(folder): build it with: swift build --product URLSessionTransport"
            : "Supabase sign-in could not open \(path): \(reason)"))
    }
    guard let entry = dlsym(handle, HTTPTransportLibrary.entrySymbol) else {
      return .failure(
        AuthError(
          .configuration,
          "\(path) has no \(HTTPTransportLibrary.entrySymbol): rebuild it with: swift build --product URLSessionTransport"
        ))
    }
    typealias Entry = @convention(c) () -> UnsafeMutableRawPointer
    let object = Unmanaged<AnyObject>.fromOpaque(unsafeBitCast(entry, to: Entry.self)())
      .takeRetainedValue()
    // Function types are structural: the library's closure is the same type here.
    guard let exchange = object as? HTTPExchange else {
      return .failure(
        AuthError(.configuration, "\(path) gave a transport of another shape: rebuild it"))
    }
    return .success(exchange)
  }

  /// The folder of the running executable (`/proc/self/exe`, through symbolic links), where
  /// SwiftPM puts the package's products side by side.
  private static func executableFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return "." }
    let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return (path as NSString).deletingLastPathComponent
  }
}
