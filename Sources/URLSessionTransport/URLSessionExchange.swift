import AuthTransport
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// ``HTTPExchange`` over URLSession: the only code of the package that links FoundationNetworking.
/// Built as the dynamic library `libURLSessionTransport.so`, opened by `tca-shell` when the login
/// feature signs in with Supabase (see ``HTTPTransportLibrary``).
public enum URLSessionExchange {
  /// An exchange over its own ephemeral session (no cookies or cache kept between calls).
  public static func make() -> HTTPExchange {
    let session = URLSession(configuration: .ephemeral)
    return { request in
      var urlRequest = URLRequest(url: request.url)
      urlRequest.httpMethod = request.method
      // On Linux only the property sets the timeout (the initialiser's argument is ignored).
      urlRequest.timeoutInterval = TimeInterval(request.timeout)
      for (name, value) in request.headers {
        urlRequest.setValue(value, forHTTPHeaderField: name)
      }
      if !request.body.isEmpty { urlRequest.httpBody = request.body }
      let (data, response): (Data, URLResponse)
      do {
        (data, response) = try await session.data(for: urlRequest)
      } catch let error as URLError where error.code == .cancelled {
        throw CancellationError()
      }
      guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
      var headers: [String: String] = [:]
      for case (let name as String, let value as String) in http.allHeaderFields {
        headers[name.lowercased()] = value
      }
      return (http.statusCode, headers, data)
    }
  }
}

/// The library's entry point, found with `dlsym` by ``HTTPTransportLibrary/entrySymbol``: a new
/// ``URLSessionExchange/make()`` boxed as an object, retained once for the caller to take.
@_cdecl("tca_shell_url_session_exchange")
public func urlSessionExchangeEntry() -> UnsafeMutableRawPointer {
  let exchange: HTTPExchange = URLSessionExchange.make()
  return Unmanaged.passRetained(exchange as AnyObject).toOpaque()
}
