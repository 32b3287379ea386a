extension ToggleTree {
  // MARK: Children being read (T11)

  /// Says that `node`'s children are being read by the app's own asynchronous work, a folder
  /// listing say (T11): until they load, the rows showing the node show they are busy, and
  /// ToggleKit's GTK tree model shows it expandable, so that the user sees something is
  /// coming. UIKit's and SwiftUI's rows show neither yet.
  /// Its value and its activations are as before, and children loaded take its value (T4).
  ///
  /// It ends when the node's children load (``loadChildren(of:_:)-(_,Sequence<ID>)``, an
  /// empty listing included: a read that found nothing leaves a leaf), when a node is
  /// inserted or moved under it, when it is removed, and when a read that failed says so
  /// (``endLoadingChildren(of:)``). Returns false, changing nothing,
  /// for a node the tree does not hold, one whose children are loaded already, or one as deep
  /// as ``maximumDepth`` (it can have no children); true for one already being read.
  @discardableResult
  public func beginLoadingChildren(of node: ID) -> Bool {
    guard let number = number(of: node), !core.flags[.loaded, number],
      core.depth(at: number) < Self.maximumDepth
    else { return false }
    guard loadingNodes.insert(number).inserted else { return true }
    tellLoading(of: number, true)
    return true
  }

  /// Says that the read of `node`'s children ended without a listing: it failed, or was
  /// cancelled (T11). The node's children stay not loaded, so the entries a restored
  /// selection keeps under it go on waiting (T8), where an empty listing would find them
  /// gone; its rows stop showing they are busy, and the GTK model shows it with no arrow
  /// until a later read (``beginLoadingChildren(of:)`` again) brings children. Returns false
  /// for a node that is not being read.
  @discardableResult
  public func endLoadingChildren(of node: ID) -> Bool {
    guard let number = number(of: node), loadingNodes.contains(number) else { return false }
    endLoading(of: number)
    return true
  }

  /// Whether `node`'s children are being read (``beginLoadingChildren(of:)``, T11); false for
  /// a node the tree does not hold.
  public func isLoadingChildren(of node: ID) -> Bool {
    guard !loadingNodes.isEmpty, let number = number(of: node) else { return false }
    return loadingNodes.contains(number)
  }

  /// Adds an observer of T11's reading state, called with the node and whether its children
  /// are being read now, after the rows showing it follow; returns what removes it.
  @_spi(ToggleKitTools)
  public func addLoadingObserver(_ observer: @escaping (_ node: ID, _ isLoading: Bool) -> Void)
    -> Int
  {
    lastLoadingObserverID += 1
    loadingObservers.append((lastLoadingObserverID, observer))
    return lastLoadingObserverID
  }

  /// Removes an observer ``addLoadingObserver(_:)`` added.
  @_spi(ToggleKitTools) public func removeLoadingObserver(_ id: Int) {
    loadingObservers.removeAll { $0.id == id }
  }

  /// Children arrived under `number` (a load, an empty one included, an insert or a move):
  /// its reading ends, told after the change that brought them (T11).
  func endLoading(of number: Int) {
    guard !loadingNodes.isEmpty, loadingNodes.remove(number) != nil else { return }
    tellLoading(of: number, false)
  }

  /// Removed nodes end their reading untold: their rows and their models' items leave too.
  func forgetLoading(_ removed: [Int]) {
    guard !loadingNodes.isEmpty else { return }
    loadingNodes.subtract(removed)
  }

  /// Shows the reading state on the rows bound to the node, then tells the observers.
  private func tellLoading(of number: Int, _ isLoading: Bool) {
    // Each row is checked to show this node still: a host's or observer's answer may have
    // bound one elsewhere meanwhile.
    for row in rows.rows(of: number) where row.rowSource === self && row.rowSlot == number {
      row.showLoadingItem(isLoading)
    }
    guard let id = ids[number] else { return }
    // A copy: an observer that removes itself, or another, does not change this walk.
    for (_, observer) in loadingObservers { observer(id, isLoading) }
  }
}
