#if canImport(SwiftUI)
  @preconcurrency import SwiftUI
  @_spi(ToggleKitTools) import ToggleKit
  #if canImport(UIKit) && !os(watchOS)
    @_spi(ToggleKitTools) import ToggleKitUIKit
  #endif

  /// A group of toggles whose user changes are saved one at a time (G8), on any `Toggle`
  /// and any toggle style.
  ///
  /// ```swift
  /// AsyncCommitGroup(selection: $settings.region, required: true, .optimistic,
  ///                  label: \.name) { region in
  ///   try await server.save(region: region)
  /// } content: { group in
  ///   ForEach(Region.allCases) { region in
  ///     group.member(region) { isOn in Toggle(region.name, isOn: isOn) }
  ///   }
  /// }
  /// ```
  ///
  /// A user's change goes through the core's `ToggleGroup`, as a UIKit or GTK group's
  /// does: the group's rules decide what it moves (G2, G3), and `work` saves the whole
  /// selection it proposes. The binding, the app's model, changes only when `work`
  /// succeeds. Under the optimistic policy the members show the new selection meanwhile
  /// (the old choice already off); under the confirmed policy the old one. While the work
  /// runs, every member the change moves reads "saving" to VoiceOver, a spinner shows after
  /// the member the user activated, and no member takes a change; a failure or a timeout
  /// puts the selection back with the error haptic and an announcement naming that member's
  /// `label`. The app setting the selection meanwhile wins and withdraws the work (B20);
  /// setting it to the selection it had cannot be seen (the binding does not change), so
  /// the work goes on. A change the view was not drawn to see (rows a lazy list has not
  /// drawn, a set from inside `work`) withdraws nothing: the work saves the proposal, and
  /// when it succeeds the binding keeps the app's selection, which the app then saves. The
  /// binding is compared as it reads now, so give one that reads its storage (`$state`,
  /// `$model.property`), not a `Binding(get:set:)` over a copied value.
  ///
  /// Every member the view showed or the selection held keeps its place in the group for
  /// the life of the view. A view that shows another model's group in turn gives each its
  /// own identity (`.id(model)`): one view's save belongs to the selection it started with.
  ///
  /// For a single toggle, ``AsyncCommitToggle``; for the rules alone with no save, the
  /// binding extensions (`$choice.isSelected(_:)`, `$set.contains(_:)`).
  public struct AsyncCommitGroup<Member: Hashable & Sendable, Content: View>: View {
    private let selection: Binding<Set<Member>>
    private let mode: ToggleSelectionMode
    private let commit: GroupCommitEngine<Member>.Commit
    private let label: (Member) -> String
    private let content: (AsyncCommitGroupMembers<Member>) -> Content
    @StateObject private var session = GroupCommitSession<Member>()

    /// An exclusive group kept in an optional `selection` (G2): turning a member on selects
    /// it and turns the selected one off; turning the selected one off clears the
    /// selection, unless `required`. `work` saves the selection proposed; `label` names a
    /// member in the rollback announcement; `timeout` in seconds (0 or less: the default).
    public init(
      selection: Binding<Member?>, required: Bool = false, _ policy: ToggleCommitPolicy,
      label: @escaping (Member) -> String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedSelection: Member?) async throws -> Void,
      @ViewBuilder content: @escaping (_ group: AsyncCommitGroupMembers<Member>) -> Content
    ) {
      self.selection = Self.set(of: selection)
      mode = .exclusive(selectionRequired: required)
      commit = .init(policy: policy, timeout: timeout) { try await work($0.first) }
      self.label = label
      self.content = content
    }

    /// A multiple group kept in a set (G3): a change that would take the count of members
    /// on outside `minimum...maximum` is refused and starts no work. `work` saves the
    /// selection proposed.
    public init(
      selection: Binding<Set<Member>>, minimum: Int = 0, maximum: Int? = nil,
      _ policy: ToggleCommitPolicy, label: @escaping (Member) -> String,
      timeout: Double = ToggleCoordinator.defaultCommitTimeout,
      work: @escaping @MainActor (_ proposedSelection: Set<Member>) async throws -> Void,
      @ViewBuilder content: @escaping (_ group: AsyncCommitGroupMembers<Member>) -> Content
    ) {
      self.selection = selection
      mode = .multiple(minimum: minimum, maximum: maximum)
      commit = .init(policy: policy, timeout: timeout, work: work)
      self.label = label
      self.content = content
    }

    /// An optional selection as the set the engine keeps, at most one member.
    private static func set(of selection: Binding<Member?>) -> Binding<Set<Member>> {
      // isolation: none. The closures read only the binding.
      Binding(
        get: { selection.wrappedValue.map { [$0] } ?? [] },
        set: { selection.wrappedValue = $0.first })
    }

    public var body: some View {
      let engine = session.engine(mode: mode, commit: commit, label: label)
      content(
        AsyncCommitGroupMembers(
          engine: engine, selection: selection, label: label, revision: session.revision)
      )
      // The app changed the selection while the work ran: it wins (B20).
      .onChange(of: selection.wrappedValue) { newSelection in
        engine.selectionSetByApp(newSelection)
      }
    }
  }

  /// The members an ``AsyncCommitGroup``'s `content` shows: a binding for each member's
  /// `Toggle`, and a view that gives a member the saving look.
  @MainActor
  public struct AsyncCommitGroupMembers<Member: Hashable & Sendable> {
    let engine: GroupCommitEngine<Member>
    let selection: Binding<Set<Member>>
    /// Names a member to VoiceOver, as an exclusive group's choice.
    let label: (Member) -> String
    /// Changes whenever what the members show changes, so a child view given these members
    /// is drawn again too, not only `content` itself.
    let revision: Int

    /// The `isOn` to give `member`'s `Toggle`: what the group shows, and a user's change
    /// of it is an activation of the member, saved with the group's work.
    public func isOn(_ member: Member) -> Binding<Bool> {
      let engine = engine
      let selection = selection
      return Binding(
        get: { @MainActor in engine.isOn(member, in: selection.wrappedValue) },
        set: { @MainActor newValue in
          guard newValue != engine.isOn(member, in: selection.wrappedValue) else { return }
          engine.activate(
            member, read: { selection.wrappedValue }, write: { selection.wrappedValue = $0 })
        })
    }

    /// `member`'s toggle, made by `toggle` with ``isOn(_:)``, with the saving look: the
    /// member the user activated is dimmed where it is, as UIKit's switch is, still showing
    /// the value being saved (the row does not move), "saving" in the value VoiceOver reads
    /// for every member the save moves, and no taps while any save runs (the toggle is not
    /// disabled, which VoiceOver would read as "dimmed").
    ///
    /// An exclusive group's member reads to VoiceOver as one choice, not a switch, as a
    /// UIKit group's does (G7): a button named by the group's `label`, selected while on.
    @ViewBuilder
    public func member<MemberToggle: View>(
      _ member: Member, @ViewBuilder toggle: (_ isOn: Binding<Bool>) -> MemberToggle
    ) -> some View {
      let pending = engine.isPending(member)
      let binding = isOn(member)
      let shown: ToggleValue = binding.wrappedValue ? .on : .off
      let control = toggle(binding)
        .allowsHitTesting(!engine.isSaving)
        .modifier(ControlStateLook(isSaving: pending && engine.isActivated(member), isMixed: false))
      if case .exclusive = engine.mode {
        // The core's presentation of a choice: the selected trait while on, no toggle
        // trait, and a value only while saving (G7, B18).
        let presentation = ToggleAccessibility.presentation(
          value: shown, systemHasToggleTrait: false, appWords: nil,
          localizedWords: localizedValueWords, busyWord: pending ? busyWord : nil,
          isChoice: true)
        control.accessibilityRepresentation {
          Button(label(member)) { binding.wrappedValue.toggle() }
            .accessibilityAddTraits(presentation.usesSelectedTrait ? .isSelected : [])
            .accessibilityValue(Text(presentation.value))
        }
      } else {
        // Always a value, so a save starting or ending changes words, not the view: the
        // toggle is not made again under VoiceOver's focus.
        control.modifier(
          AppValueWords(
            words: pending ? BusyValueWords.words(for: shown, appWords: nil) : nil,
            fallback: localizedValueWord(for: shown)))
      }
    }
  }

  /// Keeps a group's engine for the life of its view, and redraws the view when what the
  /// members show changes.
  @MainActor
  final class GroupCommitSession<Member: Hashable & Sendable>: ObservableObject {
    @Published private(set) var revision = 0
    /// Made on the first render: `@StateObject` makes the session outside the main actor.
    private var madeEngine: GroupCommitEngine<Member>?
    private var label: (Member) -> String = { "\($0)" }

    nonisolated init() {}

    /// The engine, given the newest commit and label; made again in a new `mode` (a
    /// maximum raised, say) once no save runs.
    func engine(
      mode: ToggleSelectionMode, commit: GroupCommitEngine<Member>.Commit,
      label: @escaping (Member) -> String
    ) -> GroupCommitEngine<Member> {
      self.label = label
      if let madeEngine, madeEngine.mode == mode || madeEngine.isSaving {
        madeEngine.update(commit)
        return madeEngine
      }
      madeEngine?.isRetired = true
      let engine = GroupCommitEngine(mode: mode, commit: commit)
      engine.onUpdate = { [weak self] in self?.revision &+= 1 }
      #if canImport(UIKit) && !os(watchOS)
        engine.onFailure = { [weak self] member, restoredValue in
          RollbackFeedback.give(
            label: self?.label(member) ?? "", previousValue: restoredValue,
            words: ToggleAccessibility.ValueStrings.localized, haptic: .light, announces: true)
        }
      #endif
      madeEngine = engine
      return engine
    }
  }
#endif
