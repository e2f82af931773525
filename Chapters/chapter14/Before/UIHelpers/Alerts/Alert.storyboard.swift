import HeadlessUIKit

extension StoryboardFile {
    /// UIHelpers' own storyboard: the alert's scene, `error`, which every app that shows the alert declares.
    ///
    /// Each scene builds its views and connects its outlets and actions when
    /// the controller's view loads, as Interface Builder would.
    public static let alert = StoryboardFile(name: "Alert", initialScene: nil, scenes: [
        StoryboardScene(identifier: "error", make: ErrorViewController()) { controller, view in
            controller.titleLabel = UILabel()
            controller.subtitleLabel = UILabel()
            controller.subtitleLabel.numberOfLines = 0
            controller.okButton = UIButton(type: .system)
            controller.okButton.setTitle("OK", for: .normal)
            controller.okButton.addAction(UIAction { [unowned controller] action in controller.okAction(action.sender) }, for: .touchUpInside)
            controller.secondaryButton = UIButton(type: .system)
            controller.secondaryButton.addAction(UIAction { [unowned controller] action in controller.secondaryAction(action.sender) }, for: .touchUpInside)
            [controller.titleLabel, controller.subtitleLabel, controller.okButton, controller.secondaryButton].forEach(view.addSubview)
        },
    ])
}
