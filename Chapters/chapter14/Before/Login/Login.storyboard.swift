import HeadlessUIKit

extension StoryboardFile {
    /// Login's own storyboard: the login scene, `login`, which every app that signs in through Login declares.
    ///
    /// The scene builds its views and connects its outlets and actions when
    /// the controller's view loads, as Interface Builder would.
    public static let login = StoryboardFile(name: "Login", initialScene: "login", scenes: [
        StoryboardScene(identifier: "login", make: LoginViewController()) { controller, view in
            let title = UILabel()
            let emailField = UITextField()
            emailField.placeholder = "Email"
            emailField.keyboardType = .emailAddress
            emailField.accessibilityIdentifier = "emailField"
            let passwordField = UITextField()
            passwordField.placeholder = "Password"
            passwordField.isSecureTextEntry = true
            passwordField.accessibilityIdentifier = "passwordField"
            let signInButton = UIButton(type: .system)
            signInButton.setTitle("Sign In", for: .normal)
            signInButton.addAction(UIAction { [unowned controller] action in controller.signIn(action.sender) }, for: .touchUpInside)
            [title, emailField, passwordField, signInButton].forEach(view.addSubview)
            controller.titleLabel = title
            controller.emailField = emailField
            controller.passwordField = passwordField
            controller.signInButton = signInButton
        },
    ])
}
