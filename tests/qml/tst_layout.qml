import QtQuick
import QtQuick.Controls.Basic
import QtTest
import Tidepool
import TidepoolTest

// Any size, any language: every screen at the smallest window (1024x640) and at 2048x1280, in
// English and Vietnamese, has no clipped and no overlapping text. The item tree is walked and
// each visible Text is checked by geometry:
//  - clipped: a Text narrower than its text without eliding or wrapping, or a Text cut by a
//    clipping ancestor that can't scroll (a Flickable's content may go beyond its viewport);
//  - outside the window;
//  - overlapping: two Texts whose rectangles overlap (neither inside the other's subtree).
// Elided text (a name too long for its chip) is allowed. Overlaps count when they cover more than a
// third of the smaller line's height (line boxes include the font's leading). ctest also runs this file with
// QT_SCALE_FACTOR=2 (qml_tst_layout_scale2).
Item {
    id: root
    width: 1024
    height: 640

    NewGameSetup { id: gameSetup }

    StackView {
        id: stack
        anchors.fill: parent
    }
    Component { id: homeComponent; HomePage {} }
    Component { id: settingsComponent; SettingsPage {} }
    OnlineLobby { id: onlineLobby }
    Component { id: onlineComponent; OnlinePage { lobby: onlineLobby } }
    Component { id: newGameComponent; NewGamePage { setup: gameSetup; game: GameRegistry.session(gameSetup.game) } }

    TestCase {
        id: test
        name: "Layout"
        when: windowShown

        function isText(item) {
            return item.lineCount !== undefined && item.elide !== undefined && item.maximumLineCount !== undefined
                   && item.contentWidth !== undefined
        }
        function isFlickable(item) {
            return item.contentY !== undefined && item.flicking !== undefined
        }
        function describe(t) {
            let path = []
            for (let p = t; p && p !== root; p = p.parent)
                path.push(p.objectName !== "" ? p.objectName : String(p).split("(")[0])
            return JSON.stringify(t.text) + " in " + path.slice(1, 6).join(" < ")
        }
        function intersect(a, b) {
            const x = Math.max(a.x, b.x), y = Math.max(a.y, b.y)
            const r = Math.min(a.x + a.width, b.x + b.width), bottom = Math.min(a.y + a.height, b.y + b.height)
            return r > x && bottom > y ? Qt.rect(x, y, r - x, bottom - y) : null
        }
        // The visible texts under `item`, with their rectangles in root coordinates (the inked
        // part: the content size at its alignment), and the problems found on the way.
        function walk(item, clip, scrollable, out, problems) {
            if (!item || !item.visible || item.opacity < 0.05)
                return
            if (isText(item) && item.text !== "" && item.width > 0 && item.height > 0) {
                const cw = Math.min(item.contentWidth, Math.max(item.width, item.contentWidth))
                let x0 = 0
                if (item.horizontalAlignment === Text.AlignHCenter) x0 = (item.width - item.contentWidth) / 2
                else if (item.horizontalAlignment === Text.AlignRight) x0 = item.width - item.contentWidth
                let y0 = 0
                if (item.verticalAlignment === Text.AlignVCenter) y0 = (item.height - item.contentHeight) / 2
                else if (item.verticalAlignment === Text.AlignBottom) y0 = item.height - item.contentHeight
                const r = item.mapToItem(root, x0, y0, cw, item.contentHeight)
                if (item.elide === Text.ElideNone && item.wrapMode === Text.NoWrap
                        && item.contentWidth > item.width + 2 && item.implicitWidth > item.width + 2)
                    problems.push("cut (text wider than its item, no elide): " + describe(item))
                // Words are never broken: a one-word text fits on one line (style.md).
                if (item.lineCount > 1 && !/\s/.test(String(item.text).trim()))
                    problems.push("a word broken across lines: " + describe(item))
                if (item.truncated)
                    test.elided.push(describe(item))
                const shown = r.width > 0 && r.height > 0
                if (shown && clip && !scrollable) {
                    const inside = intersect(r, clip)
                    if (!inside || inside.width < r.width - 2 || inside.height < r.height - 2)
                        problems.push("clipped by an ancestor: " + describe(item))
                }
                if (shown && (r.x < -2 || r.y < -2 || r.x + r.width > root.width + 2 || r.y + r.height > root.height + 2)
                        && !(clip && scrollable))
                    problems.push("outside the window " + JSON.stringify(r) + ": " + describe(item))
                // (A text scrolled partly out of a Flickable's view is seen only where it shows.)
                const seen = shown && clip && scrollable ? intersect(r, clip) : (shown ? r : null)
                if (seen && seen.width > 0 && seen.height > 0)
                    out.push({ item: item, rect: seen })
            }
            let childClip = clip, childScrollable = scrollable
            if (item.clip && item.width > 0) {
                const r = item.mapToItem(root, 0, 0, item.width, item.height)
                childClip = clip ? (intersect(clip, r) || Qt.rect(r.x, r.y, 0, 0)) : r
                childScrollable = scrollable || isFlickable(item) || isFlickable(item.parent)
            }
            for (let i = 0; i < item.children.length; ++i)
                walk(item.children[i], childClip, childScrollable, out, problems)
        }
        function findCover(item) {
            if (!item || !item.visible)
                return null
            if (item.objectName === "handover" && item.opacity > 0.99)
                return item
            for (let i = 0; i < item.children.length; ++i) {
                const found = findCover(item.children[i])
                if (found) return found
            }
            return null
        }
        function isAncestor(a, b) {
            for (let p = b.parent; p; p = p.parent)
                if (p === a) return true
            return false
        }
        function check(label) {
            waitForRendering(root)
            wait(50)
            const texts = [], problems = []
            walk(root.Window.window.contentItem, null, false, texts, problems)
            // The hot-seat screen is opaque: only its own texts are seen while it is up.
            const cover = findCover(root.Window.window.contentItem)
            if (cover) {
                for (let i = texts.length - 1; i >= 0; --i)
                    if (!isAncestor(cover, texts[i].item))
                        texts.splice(i, 1)
            }
            for (let i = 0; i < texts.length; ++i)
                for (let j = i + 1; j < texts.length; ++j) {
                    const a = texts[i], b = texts[j]
                    if (isAncestor(a.item, b.item) || isAncestor(b.item, a.item))
                        continue
                    // Line boxes include the font's leading: a sliver of overlap is not ink on ink.
                    const o = intersect(a.rect, b.rect)
                    const minHeight = Math.min(a.rect.height, b.rect.height)
                    if (o && o.width > 2 && o.height > 0.35 * minHeight)
                        problems.push("overlap: " + describe(a.item) + " AND " + describe(b.item))
                }
            verify(texts.length > 3, label + ": the page shows its texts")
            if (problems.length > 0)
                fail(label + ":\n  " + problems.join("\n  "))
        }

        property var elided: []

        function init() {
            AppSettings.setAnimationDuration(0)
        }
        function cleanup() {
            stack.clear(StackView.Immediate)
            AppSettings.setLanguage("en")
            root.width = 1024
            root.height = 640
            Theme.scale = 1
        }
        function show(component) {
            const page = stack.push(component, {}, StackView.Immediate)
            verify(page)
            tryCompare(page.StackView, "status", StackView.Active)
            return page
        }

        function test_pages_data() {
            const rows = []
            for (const size of [[1024, 640], [2048, 1280]])
                for (const language of ["en", "vi"])
                    rows.push({ tag: size[0] + "x" + size[1] + " " + language, w: size[0], h: size[1], language: language })
            return rows
        }
        function test_pages(data) {
            root.width = data.w
            root.height = data.h
            Theme.scale = Math.max(0.75, Math.min(data.w / 1280, data.h / 800))
            AppSettings.setLanguage(data.language)
            const tag = data.tag

            show(homeComponent)
            check(tag + " home")
            stack.clear(StackView.Immediate)

            show(settingsComponent)
            check(tag + " settings")
            stack.clear(StackView.Immediate)

            // Every registered game (GameRegistry, none named): its new-game page, then its table
            // from each of its sample records of a game under way (tests/samples.h: many seats,
            // long names), behind the handover and at the turn with a card chosen.
            for (const entry of GameRegistry.games) {
                const game = entry.name
                gameSetup.setGame(game)
                show(newGameComponent)
                check(tag + " new " + game)
                stack.clear(StackView.Immediate)

                const session = GameRegistry.session(game)
                const samples = Samples.paths(game, "playing")
                verify(samples.length > 0, game + " has a sample of a game under way")
                for (const path of samples) {
                    const label = tag + " " + game + " " + path.split("/").pop()
                    verify(session.openRecordText(Samples.text(path)), session.errorText)
                    const page = stack.push(GameRegistry.fileUrl(game, "page"), { game: session }, StackView.Immediate)
                    tryCompare(page.StackView, "status", StackView.Active)
                    if (session.handover.pending) {
                        check(label + " handover")
                        session.confirmHandover()
                        tryCompare(findChild(page, "handover"), "visible", false)
                    }
                    // (The recap of the turns since the player's last, when there is one, stays: it
                    // has its own place above the board, TableMessages; tst_overlays.qml.)
                    if (session.selectCard !== undefined)
                        session.selectCard(0)
                    check(label + " turn")
                    stack.clear(StackView.Immediate)
                }
            }
        }

        // Issue 19, "play by ear": on Play online and Settings, every visible text (the texts the
        // walk above finds) is in the accessibility tree: each of its words is in the accessible
        // name or description of the Text itself or of an ancestor (the control it is part of).
        // Marks with no letter or digit ("✕", "▸") are the control's to name.
        function accessibleWords(item) {
            return [item.Accessible.name || "", item.Accessible.description || ""].join("\n").toLowerCase()
        }
        function missingWords(t) {
            let words = ""
            for (let p = t; p; p = p.parent) {
                words += accessibleWords(p) + "\n"
                if (p.Accessible.role === Accessible.SpinBox) // a spin box's value is read as its value
                    words += String(p.value) + "\n"
            }
            return String(t.text).toLowerCase().split(/\s+/)
                .map(w => w.replace(/^[^0-9a-z\u00C0-\u1EFF]+|[^0-9a-z\u00C0-\u1EFF]+$/g, ""))
                .filter(w => w !== "" && words.indexOf(w) < 0)
        }
        function test_everyVisibleTextIsInTheTree_data() {
            const rows = []
            for (const screen of ["online", "settings"])
                for (const language of ["en", "vi"])
                    rows.push({ tag: screen + " " + language, screen: screen, language: language })
            return rows
        }
        function test_everyVisibleTextIsInTheTree(data) {
            AppSettings.setLanguage(data.language)
            const page = show(data.screen === "online" ? onlineComponent : settingsComponent)
            waitForRendering(page)
            const texts = [], problems = []
            walk(page, null, false, texts, problems)
            verify(texts.length > 3, "the page shows its texts")
            const missing = texts.filter(t => missingWords(t.item).length > 0)
                                 .map(t => describe(t.item) + " (not named: " + missingWords(t.item).join(" ") + ")")
            if (missing.length > 0)
                fail(data.tag + ": visible text not in the accessibility tree:\n  " + missing.join("\n  "))
        }
    }
}
