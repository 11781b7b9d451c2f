import NavKit
import NavKitUIKit
import SwiftUI
import UIKit

/// The UIKit tab: a `NavKitNavigationController` (a stack inside a tab), its stack saved in the
/// scene's storage and restored when the scene comes back.
struct UIKitInbox: View {
    /// How many times this tab was tapped while selected: each pops the stack to the inbox.
    let reselections: Int
    @SceneStorage("photos.uikit.stack") private var savedStack: String?

    var body: some View {
        UIKitStack(savedStack: $savedStack, reselections: reselections)
    }
}

/// What the UIKit tab saves for a screen above the inbox, to make its view controller again (the
/// compose screen is not saved: its draft is not kept across launches in this sample).
enum PhotosScreen: Codable {
    case message(Int)
    case photo(Int)

    init?(_ viewController: UIViewController) {
        switch viewController {
        case let message as MessageViewController: self = .message(message.message.id)
        case let photo as PhotoViewController: self = .photo(photo.message.id)
        default: return nil
        }
    }

    var viewController: UIViewController {
        switch self {
        case .message(let id): MessageViewController(Mailbox.message(id))
        case .photo(let id): PhotoViewController(Mailbox.message(id))
        }
    }
}

struct UIKitStack: UIViewControllerRepresentable {
    @Binding var savedStack: String?
    let reselections: Int

    func makeCoordinator() -> StackSaver { StackSaver() }

    func makeUIViewController(context: Context) -> NavKitNavigationController {
        let navigation = NavKitNavigationController(rootViewController: InboxViewController())
        if let text = savedStack, let saved = try? NavigationSnapshot<PhotosScreen>(text: text) {
            try? navigation.restore(saved) { entry in entry.payload?.viewController }
        }
        context.coordinator.save = { [weak navigation] in
            savedStack = try? navigation?.snapshot { PhotosScreen($0) }.text()
        }
        navigation.container.addObserver(context.coordinator)
        context.coordinator.reselections = reselections
        return navigation
    }

    /// A re-tap of the tab (SwiftUI's tab bar, not a `UITabBarController`, holds this stack): the
    /// pop to the inbox a tab bar controller's delegate would ask for, guards first.
    func updateUIViewController(_ controller: NavKitNavigationController, context: Context) {
        if reselections > context.coordinator.reselections { controller.tabReselected() }
        context.coordinator.reselections = reselections
    }
}

/// Saves the UIKit tab's stack whenever it changes (a transition begins or ends, a change applies
/// at once): a snapshot is where the stack will settle, so one taken mid-transition is right.
final class StackSaver: NavigationObserver {
    var save: () -> Void = {}
    /// The tab's re-taps already answered.
    var reselections = 0

    func navigationContainer(_ container: NavigationContainer, didShow screen: Screen, animated: Bool) { save() }
    func navigationContainer(_ container: NavigationContainer, didBegin context: TransitionContext) { save() }
    func navigationContainer(
        _ container: NavigationContainer, didEnd context: TransitionContext, outcome: TransitionOutcome
    ) { save() }
}

/// The inbox: a table of messages, and a New button in NavKit's bar.
final class InboxViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        navKit.trailingBarItems = [BarItem(id: "compose", title: "New")]
        navKit.onBarItemTap = { [weak self] _ in
            self?.navigation?.pushViewController(ComposeViewController(), animated: true)
        }
    }

    var navigation: NavKitNavigationController? { parent as? NavKitNavigationController }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Mailbox.messages.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        let message = Mailbox.messages[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = message.sender
        content.secondaryText = message.subject
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigation?.pushViewController(MessageViewController(Mailbox.messages[indexPath.row]), animated: true)
    }
}

/// A message, with its photo's thumbnail: a shared element that flies to the photo screen.
final class MessageViewController: UIViewController {
    let message: Message
    private let thumbnail = UIView()

    init(_ message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = message.subject
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let text = UILabel()
        text.text = message.body
        text.numberOfLines = 0
        text.frame = CGRect(x: 20, y: 120, width: 350, height: 80)
        view.addSubview(text)
        thumbnail.frame = CGRect(x: 20, y: 220, width: 160, height: 120)
        thumbnail.layer.cornerRadius = 12
        thumbnail.backgroundColor = UIColor(hue: message.hue, saturation: 0.6, brightness: 0.9, alpha: 1)
        thumbnail.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openPhoto)))
        view.addSubview(thumbnail)
        navKit.setSharedElement(thumbnail, as: SharedElementID(message.photoSource))
        replyBar.setTitle("Reply", for: .normal)
        replyBar.backgroundColor = .secondarySystemBackground
        replyBar.frame = CGRect(x: 0, y: view.bounds.height - 90, width: view.bounds.width, height: 90)
        replyBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(replyBar)
    }

    /// The reply bar slides up with the push and down with the pop, following the finger; a
    /// cancelled swipe's last frame puts it back exactly.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        followTransition(appearing: true)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        followTransition(appearing: false)
    }

    private let replyBar = UIButton(type: .system)

    /// Appearing, this screen is the transition's incoming one (pushed or uncovered), its
    /// presence running 0 → 1; disappearing, the outgoing one, 1 → 0. Without a transition (a
    /// change that does not animate) the bar simply shows.
    private func followTransition(appearing: Bool) {
        guard let coordinator = navKit.transitionCoordinator else {
            replyBar.transform = .identity
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] frame in
            let shown = appearing ? frame.progress : 1 - frame.progress
            self?.replyBar.transform = CGAffineTransform(translationX: 0, y: 90 * (1 - shown))
        })
    }

    @objc private func openPhoto() {
        (parent as? NavKitNavigationController)?.pushViewController(PhotoViewController(message), animated: true)
    }
}

/// The photo, full screen without a bar; its view shares the thumbnail's element name.
final class PhotoViewController: UIViewController {
    let message: Message

    init(_ message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        navKit.prefersBarHidden = true
        navKit.statusBarStyle = .lightContent
    }

    required init?(coder: NSCoder) { fatalError("created in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        let photo = UIView(frame: view.bounds.insetBy(dx: 0, dy: 200))
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        photo.backgroundColor = UIColor(hue: message.hue, saturation: 0.6, brightness: 0.9, alpha: 1)
        view.addSubview(photo)
        navKit.setSharedElement(photo, as: SharedElementID(message.photoSource))
    }
}

/// A compose screen that asks before a written draft is lost, whichever way back is taken (the
/// swipe, the back button, Esc, VoiceOver's escape, a pop in code): a `LeaveGuard`. Its text view
/// takes the keyboard as it appears, and keeps it.
final class ComposeViewController: UIViewController, LeaveGuard, UITextViewDelegate {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Message"
        view.backgroundColor = .systemBackground
        textView.frame = view.bounds.insetBy(dx: 16, dy: 100)
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.font = .preferredFont(forTextStyle: .body)
        view.addSubview(textView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if let navigation = parent as? NavKitNavigationController, let id = navigation.screenID(of: self) {
            navigation.container.setLeaveGuard(self, for: id)
        }
        textView.becomeFirstResponder()
    }

    func navigationContainer(_ container: NavigationContainer, shouldLeave request: LeaveRequest) -> LeaveDecision {
        guard !textView.text.isEmpty else { return .allow }
        let alert = UIAlertController(title: "Discard the draft?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep Writing", style: .cancel) { _ in
            try? container.answer(request.id, allowing: false)
        })
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in
            try? container.answer(request.id, allowing: true)
        })
        present(alert, animated: true)
        return .decideLater
    }
}
