/// A view that turns user interactions into events and runs the actions registered for them.
open class UIControl: UIView {
    /// The events a control sends.
    public struct Event: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A finger went down on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action fired (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text of a text field changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
    }

    /// The states a control can be in; titles and colours are set per state.
    public struct State: OptionSet, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The default state.
        public static let normal = State([])
        /// A finger is on the control.
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control is disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected.
        public static let selected = State(rawValue: 1 << 2)
    }

    private struct Registration {
        let action: UIAction
        let events: Event
    }

    private var registrations: [Registration] = []

    /// Whether the control responds to the user; ``sendActions(for:)`` ignores it, as in UIKit.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether a finger is on the control.
    open var isHighlighted = false

    /// The control's current state.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Runs an action whenever one of the events happens.
    open func addAction(_ action: UIAction, for events: Event) {
        registrations.append(Registration(action: action, events: events))
    }

    /// Stops running an action for some events.
    open func removeAction(_ action: UIAction, for events: Event) {
        removeRegistrations(where: { $0.action === action }, for: events)
    }

    /// Stops running the action with an identifier for some events.
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        removeRegistrations(where: { $0.action.identifier == identifier }, for: events)
    }

    private func removeRegistrations(where matches: (Registration) -> Bool, for events: Event) {
        registrations = registrations.compactMap { registration in
            guard matches(registration) else { return registration }
            let remaining = registration.events.subtracting(events)
            return remaining.isEmpty ? nil : Registration(action: registration.action, events: remaining)
        }
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Runs the actions registered for the events, in the order they were added.
    ///
    /// As in UIKit this runs the actions even when the control is disabled or
    /// hidden: it is the program speaking, not the user. To act as a user would,
    /// use the testing module's tap, which refuses such controls.
    open func sendActions(for events: Event) {
        for registration in registrations where !registration.events.isDisjoint(with: events) {
            registration.action.perform(from: self)
        }
    }
}
