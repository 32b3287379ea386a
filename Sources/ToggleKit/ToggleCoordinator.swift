/// The one implementation of a toggle's behaviour, driven by an adapter (B1-B22).
///
/// It owns the ``ToggleMachine``, asks the veto, and tells its ``ToggleHost``
/// what to do in the contract's order. Every toolkit's button keeps one
/// coordinator and forwards its input to it, so the behaviour tested here is
/// the behaviour users get.
@MainActor
public final class ToggleCoordinator {
  // Swift's exclusivity checks stay on. What a tap touches is kept in private
  // `stored...` properties behind public computed ones: another module can reach a public
  // stored property's storage directly, so every access to it kept a runtime check (about 76
  // instructions, 26 per tap), while the optimizer sees every access to private storage in
  // the module (release builds optimize the whole module), finds that none overlaps another,
  // and removes the runtime checks. The trade-off: a mutation through a public property is
  // now a copy and a write back, not an access in place. `ToggleMachine`'s mutating methods
  // call nothing, so nothing can run between the two; a change that lets code run inside one
  // must mutate `storedMachine` in place, or a write made meanwhile would be lost.

  /// The state machine: value, enabled, focus, tracking.
  public internal(set) var machine: ToggleMachine {
    get { storedMachine }
    set { storedMachine = newValue }
  }
  private var storedMachine: ToggleMachine {
    didSet {
      // Whatever changed the value (a tap, code, a group, a commit), the group's counts
      // follow at once, so the group never walks its members to learn them.
      if let membership, storedMachine.value != oldValue.value {
        membership.ledger.setOn(membership.id, storedMachine.value == .on)
      }
    }
  }
  // The one-byte fields follow the machine, in the room its end leaves: a class's stored
  // properties are laid out in the order they are declared, each at its own alignment (as
  // Swift does today, not an ABI promise; only memory depends on it). Their accessors stay
  // below, with their documentation.
  private var storedAutotoggle: Bool = true
  /// Whether the item this row shows waits for the app's work (L3).
  var showsPendingItem = false
  /// Whether the tree node this row shows has its children being read (T11).
  var showsLoadingItem = false
  var storedShowsEnabledItem = true
  /// Whether app code may be running inside one of this coordinator's notifications.
  var isDelivering = false
  /// This toggle's place in its group's counts, while it is a member (not "select all").
  var membership: GroupMembership?
  /// The store whose item this toggle shows, while it is a row of a list (L1); held weakly.
  @_spi(ToggleKitTools) public internal(set) var rowSource: (any ToggleRowSource)? {
    get { storedRowSource }
    set { storedRowSource = newValue }
  }
  private weak var storedRowSource: (any ToggleRowSource)?
  /// Whether the item this row shows takes user activations (L7, T3): the row's widget is
  /// enabled as its item is, and a row that shows nothing takes no input (L4). True for a
  /// toggle that is no row. Hosts make their widget's enabled state follow it.
  @_spi(ToggleKitTools) public var showsEnabledItem: Bool { storedShowsEnabledItem }
  /// The store's slot of the item this row shows, while `rowSource` is set: kept on the
  /// row, so a row that goes away leaves nothing behind in its store.
  var rowSlot: Int?
  /// The widget; held weakly so that widget and coordinator form no cycle (B16).
  ///
  /// The adapter's (`@_spi(ToggleKitTools)`), as are the veto hook, Reduce Motion, the hit
  /// region, enabled and focus: an app that reaches a button's coordinator (through the
  /// button, or a group's members) cannot cut the button off from its own behaviour, and
  /// sets these through the button.
  @_spi(ToggleKitTools) public internal(set) var host: (any ToggleHost)? {
    get { storedHost }
    set { storedHost = newValue }
  }
  private weak var storedHost: (any ToggleHost)?

  /// Makes `host` the widget this coordinator drives; for adapters (`@_spi(ToggleKitTools)`).
  @_spi(ToggleKitTools) public func attach(host: (any ToggleHost)?) {
    self.host = host
  }
  /// Whether a completed activation flips the value (B4); off, it only sends the primary action.
  public var autotoggle: Bool {
    get { storedAutotoggle }
    set { storedAutotoggle = newValue }
  }
  /// Asked with the proposed value before a user change; `false` vetoes it (B5). The adapter's:
  /// it carries the app's veto and the toolkit's own rules.
  @_spi(ToggleKitTools) public var shouldChange: ((_ proposedValue: ToggleValue) -> Bool)? {
    get { storedShouldChange }
    set { storedShouldChange = newValue }
  }
  private var storedShouldChange: ((_ proposedValue: ToggleValue) -> Bool)?
  /// Haptic and animation choices (B14).
  public var feedback: FeedbackPolicy {
    get { storedFeedback }
    set { storedFeedback = newValue }
  }
  private var storedFeedback: FeedbackPolicy = FeedbackPolicy()
  /// Reads the system's Reduce Motion setting; adapters install the toolkit's.
  @_spi(ToggleKitTools) public var reduceMotion: () -> Bool {
    get { storedReduceMotion }
    set { storedReduceMotion = newValue }
  }
  private var storedReduceMotion: () -> Bool = { false }

  /// When a user change that needs the app's work shows its value; nil: no async commit (B17).
  ///
  /// Apps use ``setCommit(_:timeout:work:)``; this and the two hooks below are the adapter's
  /// (`@_spi(ToggleKitTools)`), which answers requests itself, as GTK's `commit` signal does.
  /// On a bound row the store's save owns them (L3), so app code must not replace them.
  @_spi(ToggleKitTools) public var commitPolicy: ToggleCommitPolicy? {
    get { storedCommit.policy }
    set { storedCommit.policy = newValue }
  }
  /// Starts the app's work for a user change; answer with ``completeCommit(_:with:)`` (B17).
  @_spi(ToggleKitTools) public var onCommitRequest: ((ToggleCommitRequest) -> Void)? {
    get { storedCommit.request.map { request in { request((), $0) } } }
    set { storedCommit.request = newValue.map { request in { request($1) } } }
  }
  /// The work for a request is no longer wanted: a set from code won (B20). Cancel it.
  @_spi(ToggleKitTools) public var onCommitCancel: ((ToggleCommitRequest) -> Void)? {
    get { storedCommit.cancel }
    set { storedCommit.cancel = newValue }
  }
  /// The commit hook the three properties above and ``setCommit(_:timeout:work:)`` set.
  var commit: CommitHook<Void> {
    get { storedCommit }
    set { storedCommit = newValue }
  }
  /// Whether a commit hook is set, read on every tap without copying the hook's closures.
  var hasCommitHook: Bool { storedCommit.request != nil }
  /// Asks the app's work for `request` (B17).
  func requestCommitWork(_ request: ToggleCommitRequest) { storedCommit.request?((), request) }
  private var storedCommit = CommitHook<Void>()
  /// Asked, when a commit hook is set, whether a user change toward the value needs the
  /// app's work; false makes it a plain change (B17). Nil: every change needs it.
  ///
  /// For hooks the app may or may not be listening to, as GtkSwitch's `state-set`:
  /// a switch nobody confirms changes at once.
  ///
  /// An adapter's hook (`@_spi(ToggleKitTools)`): `setCommit`, `setConfirmation` and
  /// `removeCommit` reset it, so an app's commit is never filtered by a stale one.
  @_spi(ToggleKitTools) public var needsCommit: ((_ proposedValue: ToggleValue) -> Bool)? {
    get { storedNeedsCommit }
    set { storedNeedsCommit = newValue }
  }
  private var storedNeedsCommit: ((_ proposedValue: ToggleValue) -> Bool)?
  /// The user change waiting for the app's work, if any (B18).
  public var pendingCommit: ToggleCommitRequest? { storedSaves.oldest }
  /// Whether the toggle's own save waits: read on every tap.
  var hasPendingSave: Bool { !storedSaves.isEmpty }
  /// The toggle's own save, at most one: its life is the ledger's to decide (B17-B22). Kept
  /// private behind a getter and a setter, as the state above is, so that the reads a tap
  /// makes are checked when compiled, not at run time (decision 13).
  var saves: SaveLedger<ToggleCommitRequest> {
    get { storedSaves }
    set { storedSaves = newValue }
  }
  private var storedSaves = SaveLedger<ToggleCommitRequest>()
  /// This member's part of a group change that waits for another member's work (G8): its
  /// previous and proposed values, under that member's request id.
  public var followedGroupCommit: ToggleCommitRequest? { storedFollowed.oldest }
  /// Whether this member follows a group change: read on every tap.
  var followsGroupSave: Bool { !storedFollowed.isEmpty }
  /// Its part of a group change, at most one, adopted under the group's request: the same
  /// ledger decides what its beginning shows and what its answer or withdrawal does (G8).
  var followed: SaveLedger<ToggleCommitRequest> {
    get { storedFollowed }
    set { storedFollowed = newValue }
  }
  private var storedFollowed = SaveLedger<ToggleCommitRequest>()
  /// Set while a group change this toggle takes part in waits (G8): released with the
  /// toggle, it has the group withdraw that change (B22).
  var groupSaveWatcher: GroupSaveWatcher?
  /// Answers that arrived while app code was being told of a change; applied when that ends.
  var completionsAfterDelivery: [(ToggleCommitRequest, ToggleCommitOutcome)] = []

  // A released member no longer counts in its group: told here, as it goes (G1).
  deinit {
    if let membership { membership.ledger.memberReleased(membership.id) }
  }

  /// The group this toggle is a member (or the "select all" toggle) of; it decides activations (G1-G8).
  ///
  /// Held strongly: a group lives while any member does, and holds its members
  /// weakly, so nothing cycles (B16).
  public internal(set) var group: ToggleGroup? {
    get { storedGroup }
    set { storedGroup = newValue }
  }
  private var storedGroup: ToggleGroup?

  /// Made on the first subscription: most toggles never have one.
  private var broadcaster: ChangeBroadcaster?
  /// Changes that handlers made during the current delivery, told when it ends (B10), each
  /// with whether its telling includes the value notifications (only a user change this
  /// toggle's own activation settled: ``adoptUserChange(_:)``).
  var answers = AnswerQueue<(change: ToggleChange, notifiesUser: Bool)>()

  /// How many value changes handlers may make in answer to changes they were told
  /// of, within one delivery, before further sets are refused (B10): a handler
  /// that answers every change with another would otherwise loop forever. Groups and
  /// stores stop their observers' loops at the same count.
  public static let maximumChangesPerDelivery = AnswerQueue<ToggleChange>.limit

  /// Creates a coordinator, off and enabled.
  public init(hitRegion: HitRegion = HitRegion(width: 0, height: 0)) {
    storedMachine = ToggleMachine(hitRegion: hitRegion)
  }

  // MARK: State

  /// The current value.
  public var value: ToggleValue { machine.value }
  /// The state whose look shows now.
  public var controlState: ControlState { machine.controlState }
  /// Whether the pressed look shows.
  public var isHighlighted: Bool { machine.isHighlighted }

  /// Where presses start and how far a held press may stray (B7); the adapter keeps it.
  @_spi(ToggleKitTools) public var hitRegion: HitRegion {
    get { machine.hitRegion }
    set { machine.hitRegion = newValue }
  }

  /// Whether input is accepted (B6); disabling cancels a press in progress. The adapter's,
  /// which mirrors the widget's own.
  @_spi(ToggleKitTools) public var isEnabled: Bool {
    get { machine.isEnabled }
    set { perform(machine.setEnabled(newValue)) }
  }

  /// Whether the toggle has keyboard focus; the adapter's, which mirrors the toolkit's.
  @_spi(ToggleKitTools) public var isFocused: Bool {
    get { machine.isFocused }
    set { perform(machine.setFocused(newValue)) }
  }

  /// Whether the value may be set to mixed; forbidding it while mixed turns the toggle off.
  public var allowsMixed: Bool {
    get { machine.allowsMixed }
    set {
      guard newValue || value != .mixed || admitsChangeFromHandler() else { return }
      if let change = machine.setAllowsMixed(newValue) {
        deliverProgrammatic(change, animated: false)
      }
    }
  }

  /// A stream of every change from now on, user and programmatic, in order (B15).
  ///
  /// Each call makes a new independent stream; it ends when the toggle goes
  /// away. It buffers without limit, so a slow reader loses nothing.
  public var changes: AsyncStream<ToggleChange> {
    let broadcaster = self.broadcaster ?? ChangeBroadcaster()
    self.broadcaster = broadcaster
    return broadcaster.makeStream()
  }

  /// Ends every change stream: their readers' loops finish (``retire()``); for adapters
  /// that drop an app's closures (`@_spi(ToggleKitTools)`).
  @_spi(ToggleKitTools) public func endChangeStreams() {
    broadcaster = nil
  }

  /// How many change streams are being read; for tests and diagnostics.
  public var changeSubscriberCount: Int { broadcaster?.subscriberCount ?? 0 }

  // MARK: Programmatic changes (B2)

  /// Sets the value from code: look and accessibility update, the change
  /// stream hears of it, no user notification is sent.
  ///
  /// Returns whether the value changed: setting the same value does nothing,
  /// and `.mixed` is refused unless ``allowsMixed`` is true.
  /// Inside a notification the change applies at once and is told after the
  /// current delivery (B10); once handlers have answered
  /// ``maximumChangesPerDelivery`` told changes with changes of their own in
  /// one delivery, further ones are refused and return false.
  ///
  /// A set that changes the value while a commit is pending cancels the app's
  /// work and wins (B20); one that changes nothing (code re-asserting the value
  /// shown, as a cell's configure does) leaves the work running.
  @discardableResult
  public func setValue(_ newValue: ToggleValue, animated: Bool = false) -> Bool {
    guard admitsChangeFromHandler() else { return false }
    // A row's value is its item's: the store sets the item, and shows it here (L1).
    if let rowSource { return rowSource.rowWasSet(self, to: newValue, animated: animated) }
    guard newValue != value, newValue != .mixed || allowsMixed else { return false }
    // Code wins over a group change waiting for work too (G8): the rest of the group goes
    // back to the selection before it, then this set applies.
    let withdrawnFrom = group?.isPending == true ? group : nil
    withdrawnFrom?.cancelPendingChange(except: self)
    cancelPendingCommit()
    guard let change = machine.set(newValue) else {
      // B10, G4: the withdrawal put back the selection last told, but handlers it ran may
      // have set members meanwhile (this one too), which the group, busy, did not tell:
      // it tells what it has, nothing when that is what it told last.
      withdrawnFrom?.selectionDidChange(cause: .programmatic)
      return false
    }
    deliverProgrammatic(change, animated: animated)
    group?.memberDidChangeFromCode(self)
    return true
  }

  /// Shows the value that the owner of the state settled on for the user's activation, as the
  /// user's change (B4): a GTK action whose state the activation changed.
  ///
  /// Told in the contract's order for a user change (look with the haptic, observers, value
  /// notifications); inside the activation's own delivery, after the tap action, which is
  /// what activated the owner. Returns whether the value changed; false, changing nothing,
  /// for a list row, a group member or a toggle whose save is pending (the caller sets the
  /// value from code then), or past the answer bound (B10).
  @_spi(ToggleKitTools) @discardableResult
  public func adoptUserChange(_ newValue: ToggleValue) -> Bool {
    // An owned value is never saved, and a row's or a group member's value is its owner's
    // to move: those take the caller's set from code instead.
    guard admitsChangeFromHandler(), rowSource == nil, group == nil, !isPending,
      let change = machine.set(newValue)
    else {
      return false
    }
    let host = self.host
    if isDelivering {
      let user = ToggleChange(from: change.oldValue, to: change.newValue, cause: .user)
      let animated = feedback.animates(
        cause: .user, animatedRequested: true, reduceMotion: reduceMotion())
      host?.toggleValueDidChange(
        self, change: user, animated: animated, haptic: feedback.haptic(for: .user))
      answers.append((user, notifiesUser: true))
      return true
    }
    beginDelivery(host)
    defer { endDelivery(host) }
    tellUserChange(change, host: host)
    return true
  }

  /// Flips the value from code (mixed goes on) and returns the new value.
  @discardableResult
  public func toggle(animated: Bool = false) -> ToggleValue {
    setValue(value.next, animated: animated)
    return value
  }

  /// False once handlers have answered their share of told changes in the current delivery (B10).
  private func admitsChangeFromHandler() -> Bool {
    answers.admitsChange && (group?.admitsChangeFromObserver ?? true)
  }

  // MARK: Input (B7, B8)
  //
  // The adapter's (`@_spi(ToggleKitTools)`): each call is a user's press, key or assistive
  // activation, which starts the tap actions, `.valueChanged` and a save (B9, B17). App code
  // that could call them would make a user change with no user, on a bound row too (L1);
  // code changes the value with `setValue(_:animated:)` and `toggle(animated:)`.

  /// A press began at this point in the toggle's coordinates; none begins while pending (B18).
  @_spi(ToggleKitTools) public func pointerDown(x: Double, y: Double) {
    guard !isPending else { return }
    perform(machine.pointerDown(x: x, y: y))
  }
  /// A held press moved.
  @_spi(ToggleKitTools) public func pointerMoved(x: Double, y: Double) {
    perform(machine.pointerMoved(x: x, y: y))
  }
  /// A held press was released.
  @_spi(ToggleKitTools) public func pointerUp(x: Double, y: Double) {
    perform(machine.pointerUp(x: x, y: y))
  }
  /// The system took the press away.
  @_spi(ToggleKitTools) public func pointerCancelled() { perform(machine.pointerCancelled()) }
  /// A press began where the toolkit's hit test put it on the toggle (UIKit's `beginTracking`).
  @_spi(ToggleKitTools) public func pointerDown() {
    guard !isPending else { return }
    perform(machine.pointerDown())
  }
  /// A held press moved; the toolkit decided whether it is inside (UIKit's `isTouchInside`).
  @_spi(ToggleKitTools) public func pointerMoved(isInside: Bool) {
    perform(machine.pointerMoved(isInside: isInside))
  }
  /// A held press was released; the toolkit decided whether inside (see ``SystemTouchTracking``).
  @_spi(ToggleKitTools) public func pointerUp(isInside: Bool) {
    perform(machine.pointerUp(isInside: isInside))
  }
  /// Whether a pointer press is being tracked.
  public var isPointerPressed: Bool { machine.isPointerPressed }
  /// A key went down while focused.
  @_spi(ToggleKitTools) public func keyDown(_ key: ToggleKey) {
    // While pending a key is absorbed whole: no pressed look for Space either (B18).
    guard !isPending else { return }
    perform(machine.keyDown(key))
  }
  /// A key came up while focused.
  @_spi(ToggleKitTools) public func keyUp(_ key: ToggleKey) { perform(machine.keyUp(key)) }
  /// The system took a held key away; a pointer press in progress goes on.
  @_spi(ToggleKitTools) public func keyCancelled(_ key: ToggleKey) {
    perform(machine.keyCancelled(key))
  }
  /// An assistive technology's activate action.
  @_spi(ToggleKitTools) public func accessibilityActivate() {
    perform(machine.accessibilityActivate())
  }
  /// Cancels any press or held key: the widget was hidden, unmapped, or lost its grab.
  @_spi(ToggleKitTools) public func cancelInteraction() { perform(machine.cancelInteraction()) }

  // MARK: Carrying out

  private func perform(_ reaction: ToggleMachine.Reaction) {
    guard reaction != .none else { return }
    // One load of the weak reference per event: each load is an atomic side-table access.
    let host = self.host
    if reaction.pressBegan { host?.togglePrepareFeedback(feedback.haptic(for: .user)) }
    if reaction.stateChanged { host?.toggleStateDidChange(self) }
    if let source = reaction.activation { activate(from: source, host: host) }
  }

  /// A completed user activation: autotoggle, veto, then the change in the contract's order (B3-B5, B9, B10).
  private func activate(from source: ActivationSource, host: (any ToggleHost)?) {
    // A handler that activates again while a change is being delivered would
    // notify recursively; B10 rules that out, so the nested one is dropped.
    guard !isDelivering else { return }
    // While the app's work runs, activations are absorbed: no second command in
    // flight, no notification, no tap action (B18).
    guard !isPending else { return }
    // A row's activation is its store's: the item's state is there, not here (L1).
    if let rowSource {
      rowSource.rowDidActivate(self, from: source)
      return
    }
    // A member's activation is the group's to carry out, across its members (G2-G4, G6, G8).
    if let group, group.takeActivation(of: self, from: source) { return }
    var request: ToggleCommitRequest?
    beginDelivery(host)
    tellActivation(proposing: value.next, request: &request, host: host)
    guard let request else {
      host?.toggleSendPrimaryAction(self, source: source)
      endDelivery(host)
      return
    }
    endDelivery(host)
    // The work starts once the activation has been told, outside any delivery, and before
    // the tap action, as a group's member and a list's row ask for theirs (B9, G8, L3): one
    // order for every owner, so a `commit` handler runs before `clicked`.
    if saves.isPending(request) { requestCommitWork(request) }
    sendPrimaryActionForGroup(source)
  }

  /// The change of a user activation, told inside its delivery: the veto, then the work
  /// begun or the change applied (B4, B5, B17).
  private func tellActivation(
    proposing proposed: ToggleValue, request: inout ToggleCommitRequest?,
    host: (any ToggleHost)?
  ) {
    // B5: the veto may make this toggle a group's member or a list's row (G1, L1), whose
    // value is then the group's or the store's to move: the activation, asked about the
    // toggle as it was, is dropped, as a veto's refusal is.
    // Read only when a veto runs: a tap with none pays for nothing here.
    let approved =
      autotoggle
      && (shouldChange.map { veto in
        let groupBefore = group
        return veto(proposed) && group === groupBefore && rowSource == nil
      } ?? true)
    if approved, machine.isEnabled, let policy = commitPolicy, hasCommitHook,
      needsCommit?(proposed) ?? true
    {
      request = beginCommit(proposed: proposed, policy: policy, host: host)
    } else if approved, machine.isEnabled, let change = machine.set(proposed) {
      tellUserChange(change, host: host)
    }
  }

  /// A user change that happened, in the contract's order (B3, B9): look and accessibility
  /// with the haptic, then the change observers, then the value notifications.
  private func tellUserChange(_ change: ToggleChange, host: (any ToggleHost)?) {
    let user = ToggleChange(from: change.oldValue, to: change.newValue, cause: .user)
    let animated = feedback.animates(
      cause: .user, animatedRequested: true, reduceMotion: reduceMotion())
    host?.toggleValueDidChange(
      self, change: user, animated: animated, haptic: feedback.haptic(for: .user))
    sendChangeNotifications(user, host: host)
    host?.toggleSendValueNotifications(self)
  }

  func deliverProgrammatic(_ change: ToggleChange, animated: Bool) {
    let host = self.host
    let animates = feedback.animates(
      cause: .programmatic, animatedRequested: animated, reduceMotion: reduceMotion())
    // The look follows the value at once, even inside another change's delivery.
    host?.toggleValueDidChange(self, change: change, animated: animates, haptic: .none)
    if isDelivering {
      answers.append((change, notifiesUser: false))
      return
    }
    beginDelivery(host)
    defer { endDelivery(host) }
    sendChangeNotifications(change, host: host)
  }

  func sendChangeNotifications(_ change: ToggleChange, host: (any ToggleHost)?) {
    host?.toggleSendChangeNotifications(self, change: change)
    broadcaster?.send(change)
  }

  /// Starts a delivery: app code may run from here until ``endDelivery(_:)``.
  func beginDelivery(_ host: (any ToggleHost)?) {
    isDelivering = true
    // The host keeps its widget alive for the whole delivery: a handler that
    // releases the widget cannot free it under the calls still to come (B16).
    host?.toggleWillBeginDelivery(self)
  }

  /// Tells the changes that handlers made during the delivery, in order (B10), then ends it.
  func endDelivery(_ host: (any ToggleHost)?) {
    while let answer = answers.next() {
      sendChangeNotifications(answer.change, host: host)
      // A user change told late (adoptUserChange) gets its value notifications too (B3).
      if answer.notifiesUser { host?.toggleSendValueNotifications(self) }
    }
    isDelivering = false
    host?.toggleDidEndDelivery(self)
    if !completionsAfterDelivery.isEmpty {
      let completions = completionsAfterDelivery
      completionsAfterDelivery.removeAll()
      for (request, outcome) in completions { completeCommit(request, with: outcome) }
    }
  }

  // MARK: Carried out for a group (G2-G6)

  /// Whether a user activation toward `proposed` would be taken: enabled, autotoggle, no veto (B4-B6).
  func approvesUserChange(to proposed: ToggleValue) -> Bool {
    machine.isEnabled && autotoggle && (shouldChange?(proposed) ?? true)
  }

  /// A user change the group decided, in the contract's order (B3, B9): value, look, told,
  /// value notifications. Returns whether the value changed.
  @discardableResult
  func applyUserChangeForGroup(_ proposed: ToggleValue) -> Bool {
    let host = self.host
    guard let change = machine.set(proposed) else { return false }
    beginDelivery(host)
    defer { endDelivery(host) }
    tellUserChange(change, host: host)
    return true
  }

  /// The activated member's tap action, last (B9).
  func sendPrimaryActionForGroup(_ source: ActivationSource) {
    let host = self.host
    beginDelivery(host)
    defer { endDelivery(host) }
    host?.toggleSendPrimaryAction(self, source: source)
  }

  /// A change the group makes from code (turning the other member off, deriving "select all").
  ///
  /// Code wins over this member's own pending work, as any set from code does (B20).
  func setValueForGroup(_ newValue: ToggleValue) {
    guard newValue != value else { return }
    cancelPendingCommit()
    guard let change = machine.set(newValue) else { return }
    deliverProgrammatic(change, animated: true)
  }
}
