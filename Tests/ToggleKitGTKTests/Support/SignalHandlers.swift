#if os(Linux)
  import CGtk4

  /// Connects Swift closures to a widget's GObject signals, as an app's C handlers would be.
  ///
  /// Each closure is boxed, passed as user data and released by GLib's destroy
  /// notify, so it lives exactly as long as the connection (the widget's life).
  @MainActor
  enum SignalHandlers {
    private final class Box<Body> {
      let body: Body
      init(_ body: Body) { self.body = body }
    }

    private static let release:
      @convention(c) (gpointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
        guard let data else { return }
        Unmanaged<AnyObject>.fromOpaque(data).release()
      }

    private static func connect<Body>(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String, _ body: Body, _ thunk: GCallback
    ) {
      let data = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
      _ = tk_signal_connect(UnsafeMutableRawPointer(widget), signal, thunk, data, release)
    }

    /// A signal with no parameters: "toggled-by-user", "clicked".
    static func on(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ signal: String,
      _ body: @escaping @MainActor () -> Void
    ) {
      let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated {
          (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue()
            as! Box<@MainActor () -> Void>)
            .body()
        }
      }
      connect(widget, signal, body, unsafeBitCast(thunk, to: GCallback.self))
    }

    /// "notify::NAME": (GObject *, GParamSpec *, gpointer).
    static func onNotify(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ property: String,
      _ body: @escaping @MainActor () -> Void
    ) {
      let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated {
          (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue()
            as! Box<@MainActor () -> Void>)
            .body()
        }
      }
      connect(widget, "notify::\(property)", body, unsafeBitCast(thunk, to: GCallback.self))
    }

    /// "notify::value": `body` gets the `value` property as the notify finds it (0 off,
    /// 1 on, 2 mixed).
    static func onValueNotify(
      _ widget: UnsafeMutablePointer<GtkWidget>,
      _ body: @escaping @MainActor (_ value: Int32) -> Void
    ) {
      onNotify(widget, "value") {
        body(tk_get_property_enum(UnsafeMutableRawPointer(widget), "value"))
      }
    }

    /// "commit-failed": (instance, ToggleKitCommitFailure reason, GError *error, gpointer);
    /// the reason is given to `body` as its GEnum nick ("failed", "timed-out", "refused"),
    /// and the message is the error's, which must be there.
    static func onCommitFailed(
      _ widget: UnsafeMutablePointer<GtkWidget>,
      _ body: @escaping @MainActor (_ reason: String, _ message: String) -> Void
    ) {
      let thunk:
        @convention(c) (gpointer?, Int32, UnsafePointer<GError>?, gpointer?)
          -> Void = { _, reason, error, data in
            nonisolated(unsafe) let data = data
            precondition(error != nil, "commit-failed carries a GError")
            let enumClass = g_type_class_ref(g_type_from_name("ToggleKitCommitFailure"))!
            defer { g_type_class_unref(enumClass) }
            let nick = g_enum_get_value(enumClass.assumingMemoryBound(to: GEnumClass.self), reason)
            let reason = nick.map { String(cString: $0.pointee.value_nick) } ?? "unknown \(reason)"
            let message = error!.pointee.message.map { String(cString: $0) } ?? ""
            MainActor.assumeIsolated {
              (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue()
                as! Box<@MainActor (String, String) -> Void>).body(reason, message)
            }
          }
      connect(widget, "commit-failed", body, unsafeBitCast(thunk, to: GCallback.self))
    }

    /// "state-set": (instance, gboolean state, gpointer) -> gboolean handled.
    static func onStateSet(
      _ widget: UnsafeMutablePointer<GtkWidget>, _ body: @escaping @MainActor (Bool) -> Bool
    ) {
      let thunk: @convention(c) (gpointer?, gboolean, gpointer?) -> gboolean = { _, state, data in
        nonisolated(unsafe) let data = data
        return MainActor.assumeIsolated {
          (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue()
            as! Box<@MainActor (Bool) -> Bool>).body(state != 0) ? 1 : 0
        }
      }
      connect(widget, "state-set", body, unsafeBitCast(thunk, to: GCallback.self))
    }

    /// "commit": (instance, ToggleKitCommit *commit, gpointer) -> gboolean handled.
    static func onCommit(
      _ widget: UnsafeMutablePointer<GtkWidget>,
      _ body: @escaping @MainActor (UnsafeMutableRawPointer) -> Bool
    ) {
      let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> gboolean = {
        _, commit, data in
        nonisolated(unsafe) let data = data
        nonisolated(unsafe) let commit = commit
        return MainActor.assumeIsolated {
          (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue()
            as! Box<@MainActor (UnsafeMutableRawPointer) -> Bool>).body(commit!) ? 1 : 0
        }
      }
      connect(widget, "commit", body, unsafeBitCast(thunk, to: GCallback.self))
    }

    /// A GSimpleAction's "activate": (GSimpleAction *, GVariant *parameter, gpointer).
    static func onAction(_ action: OpaquePointer, _ body: @escaping @MainActor () -> Void) {
      let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
        nonisolated(unsafe) let data = data
        MainActor.assumeIsolated {
          (Unmanaged<AnyObject>.fromOpaque(data!).takeUnretainedValue()
            as! Box<@MainActor () -> Void>)
            .body()
        }
      }
      let data = Unmanaged.passRetained(Box(body) as AnyObject).toOpaque()
      _ = tk_signal_connect(
        UnsafeMutableRawPointer(action), "activate", unsafeBitCast(thunk, to: GCallback.self), data,
        release)
    }

    /// Connects `body` to any of the four signals a toggle's user change emits.
    static func on(
      anyOf signal: String, _ widget: UnsafeMutablePointer<GtkWidget>,
      _ body: @escaping @MainActor () -> Void
    ) {
      switch signal {
      case "notify::active": onNotify(widget, "active", body)
      case "notify::value": onNotify(widget, "value", body)
      default: on(widget, signal, body)
      }
    }
  }
#endif
