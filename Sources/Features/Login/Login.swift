import Composable

/// The login screen of seed 003 (its `Session` reducer): an email and a password, a Login button
/// disabled while either is empty, a loading flag while signing in, then the signed-in session
/// or a "Login failed" alert with the server's reason.
public struct Login: Reducer {
  public struct State: Equatable, Sendable {
    public var isLoading = false
    /// The email (the seed's "User name" field).
    public var name = ""
    /// Never shown: dumps print `"••••"`.
    public var password: Redacted<String> = ""
    /// Set once signed in.
    public var session: AuthSession?
    @PresentationState public var alert: AlertState<Action.Alert>?

    /// The seed's `isDisabled`: the Login button does nothing while either field is empty.
    public var isLoginButtonDisabled: Bool { name.isEmpty || password.isEmpty }

    public init(
      isLoading: Bool = false, name: String = "", password: Redacted<String> = "",
      session: AuthSession? = nil, alert: AlertState<Action.Alert>? = nil
    ) {
      self.isLoading = isLoading
      self.name = name
      self.password = password
      self.session = session
      self.alert = alert
    }
  }

  public enum Action: Equatable, Sendable {
    case login
    case setName(String)
    case setPassword(Redacted<String>)
    case startLoading
    case stopLoading
    case loginResponse(Result<AuthSession, AuthError>)
    case logout
    case alert(PresentationAction<Alert>)

    /// The failure alert has only an OK button, which just dismisses it.
    public enum Alert: Equatable, Sendable {}
  }

  enum CancelID { case login }

  @Dependency(\.authClient) var authClient

  public init() {}

  public var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .login:
        guard !state.isLoginButtonDisabled, !state.isLoading else { return .none }
        state.isLoading = true
        return .run { [email = state.name, password = state.password, authClient] send in
          let result: Result<AuthSession, AuthError>
          do {
            result = .success(try await authClient.signIn(email, password))
          } catch let error as AuthError {
            result = .failure(error)
          } catch is CancellationError {
            throw CancellationError()
          } catch {
            result = .failure(AuthError(.invalidResponse, "Signing in failed: \(error)"))
          }
          await send(.loginResponse(result))
          await send(.stopLoading)
        }
        .cancellable(id: CancelID.login, cancelInFlight: true)
      case .setName(let name):
        state.name = name
        return .none
      case .setPassword(let password):
        state.password = password
        return .none
      case .startLoading:
        state.isLoading = true
        return .none
      case .stopLoading:
        state.isLoading = false
        return .none
      case .loginResponse(.success(let session)):
        state.session = session
        return .none
      case .loginResponse(.failure(let error)):
        state.alert = AlertState {
          TextState("Login failed")
        } actions: {
          ButtonState(role: .cancel) { TextState("OK") }
        } message: {
          TextState(error.message)
        }
        return .none
      case .logout:
        guard let session = state.session else { return .none }
        state.session = nil
        // Signed out locally whatever the server says, as supabase-swift's signOut.
        return .run { [authClient] _ in try? await authClient.signOut(session) }
      case .alert:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}

extension Login.State: CustomDumpReflectable {
  /// The stored fields, plus `isLoginButtonDisabled` after the password, as the screen shows it.
  public var customDumpMirror: Mirror {
    Mirror(
      self,
      children: [
        ("isLoading", isLoading as Any), ("name", name), ("password", password),
        ("isLoginButtonDisabled", isLoginButtonDisabled), ("session", session as Any),
        ("_alert", _alert),
      ], displayStyle: .struct)
  }
}
