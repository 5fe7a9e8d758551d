// swift-format-ignore-file
// Seed 003's reducers and store lines, byte for byte as the seed prints them (TCA 1.x, before
// macros), with only `import ComposableArchitecture` renamed. Not reformatted: the point is that
// they compile as written. `client` is the stand-in in SupabaseStandIn.swift.

import Composable

struct Counter: Reducer {
    struct State: Equatable {
        var count = 0
    }

    enum Action: Equatable {
        case decrement
        case increment
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .decrement:
            state.count -= 1
            return .none
        case .increment:
            state.count += 1
            return .none
        }
    }
}

struct Session: Reducer {
    struct State: Equatable {
        var isLoading = false
        var name = ""
        var password = ""
    }

    enum Action: Equatable {
        case login
        case setName(String)
        case setPassword(String)
        case startLoading
        case stopLoading
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        switch action {
        case .login:
            state.isLoading = true
            return .run(priority: .background, operation: { [name = state.name, password = state.password] send in
                do {
                    try await client.auth.signIn(email: name, password: password)
                    let session = try await client.auth.session
                    print("### Session Info: \(session)")
                } catch {
                    print("### Sign Up Error: \(error)")
                }
                await send(.stopLoading)
            })
        case let .setName(arg):
            state.name = arg
            return .none
        case let .setPassword(arg):
            state.password = arg
            return .none
        case .startLoading:
            state.isLoading = true
            return .none
        case .stopLoading:
            state.isLoading = false
            return .none
        }
    }
}

// The seed's views hold the store the same way (`let store: StoreOf<Counter>`); SwiftUI is not
// here, so the views are bare holders and the previews are plain functions. The `Store(...)`
// lines inside them are the seed's.
struct CounterView {
    let store: StoreOf<Counter>
}

struct LoginView {
    let store: StoreOf<Session>
}

enum CounterView_Previews {
    @MainActor static var previews: CounterView {
        CounterView(
            store: Store(initialState: Counter.State()) {
              Counter()
            }
        )
    }
}

enum LoginView_Previews {
    @MainActor static var previews: LoginView {
        LoginView(
            store: Store(initialState: Session.State()) {
                Session()
            }
        )
    }
}
