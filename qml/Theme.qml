pragma Singleton
import QtQuick

// Tidepool's look: a warm wooden table, cream paper, a teal tide pool, turtles in the
// Okabe-Ito colours. Sizes go through px() so the whole app scales with the window.
QtObject {
    id: theme

    // Set by Main.qml from the window size: 1.0 at 1280x800.
    property real scale: 1.0
    function px(n) { return Math.round(n * scale) }

    // Table and paper
    readonly property color tableDark: "#2E1B10"
    readonly property color table: "#5A3620"
    readonly property color wood: "#8A5A34"
    readonly property color woodLight: "#B07A4A"
    readonly property color paper: "#FBF3E2"
    readonly property color paperShade: "#EFE0C2"
    readonly property color paperEdge: "#D9C29A"
    readonly property color ink: "#2B2118"
    readonly property color inkSoft: "#6B5744"
    readonly property color inkFaint: "#A08C74"
    readonly property color cream: "#FFF8EA"

    // Accents
    readonly property color gold: "#F2B33D"
    readonly property color goldDeep: "#C98512"
    readonly property color teal: "#1E6E73"
    readonly property color tealDeep: "#124B52"
    readonly property color tealLight: "#4FA3A0"
    readonly property color water: "#2D8C91"
    readonly property color lilyPad: "#5E9E3C"
    readonly property color lilyPadDark: "#3E7426"
    readonly property color sand: "#E6CB93"
    readonly property color sandDark: "#C9A566"
    readonly property color good: "#3C8D4E"
    readonly property color danger: "#B5432F"
    readonly property color shadow: "#55000000"

    // Turtle colours (R Y G B P K)
    readonly property var turtleColors: ({
        "R": "#D55E00", "Y": "#F0E442", "G": "#009E73",
        "B": "#0072B2", "P": "#AA4499", "K": "#333333"
    })
    function turtleColor(letter) {
        const c = turtleColors[letter]
        return c === undefined ? "#9A8B78" : c
    }
    // Text colour that reads on a turtle colour.
    function onTurtleColor(letter) {
        return letter === "Y" ? "#2B2118" : "#FFFFFF"
    }
    // A player's avatar letter: the name's first letter or digit, upper case ("" when it has none),
    // so "<i>Ann</i>" shows "A", not "<".
    function initial(name) {
        // (Qt 6.4's JavaScript has no \p{L}: a letter is a character with case, or any character
        // of the scripts past U+2E7F, which have none: CJK, kana, hangul.)
        for (const c of String(name)) {
            if (c.toUpperCase() !== c.toLowerCase() || /[0-9]/.test(c)
                    || (c.codePointAt(0) > 0x2E7F && c.codePointAt(0) < 0xFE00))
                return c.toUpperCase()
        }
        return ""
    }
    function turtleName(letter) {
        switch (letter) {
        case "R": return qsTr("Red")
        case "Y": return qsTr("Yellow")
        case "G": return qsTr("Green")
        case "B": return qsTr("Blue")
        case "P": return qsTr("Purple")
        case "K": return qsTr("Black")
        }
        return ""
    }
    // The art is compiled in at qrc:/art/<file>.svg.
    readonly property string artRoot: "qrc:/art/"
    // False while Main.qml makes a page (holdArt()): art() and turtleSource() give "" meanwhile, so
    // no Image renders its SVG at the sizes the layout passes through while it settles; when it
    // turns true, still before the page's first frame, each Image renders once at its final size.
    property bool artReady: true
    function turtleSource(letter) {
        return artReady ? artRoot + "turtle-" + letter + ".svg" : ""
    }
    function art(name) { return artReady ? artRoot + name + ".svg" : "" }
    // The render size of the card back (card-back.svg, 140x200) for an item `width` wide: twice the
    // width rounded up to 64 px, so that the draw pile and the secret colour card, a few pixels apart,
    // share one render (it is the costliest art: 45-60 M instructions a render).
    function cardBackSize(width) {
        const w = Math.ceil(width * 2 / 64) * 64
        return Qt.size(w, Math.round(w * 200 / 140))
    }

    // Avatar colours of the seats (before a turtle colour is known): six, one per seat of the
    // largest table; the New game page lets each player choose one (AppSettings.avatarsFor).
    readonly property var seatTints: ["#E07A5F", "#3D8DB5", "#81B29A", "#C08BC0", "#E0B44C", "#A0704F"]
    /// The avatar colour of `seat` (0-based) given each seat's chosen one (`avatars`, indexes of
    /// seatTints: TablePage.avatars), else the seat's own. Always a colour: a delegate being removed
    /// has index -1 (-1 % 6 is -1 in JavaScript: "Unable to assign [undefined] to QColor").
    function seatTint(avatars, seat) {
        const chosen = avatars ? avatars[seat] : undefined
        const i = chosen !== undefined && chosen >= 0 && chosen < seatTints.length ? chosen : seat
        return seatTints[((i % seatTints.length) + seatTints.length) % seatTints.length]
    }

    // Type
    readonly property string displayFont: "URW Bookman"
    readonly property string bodyFont: "Nimbus Sans"
    readonly property int fontSmall: px(13)
    readonly property int fontBody: px(16)
    readonly property int fontLarge: px(20)
    readonly property int fontTitle: px(28)
    readonly property int fontHuge: px(44)

    // Spacing and shapes
    readonly property int gap: px(12)
    readonly property int gapSmall: px(6)
    readonly property int gapLarge: px(24)
    readonly property int radius: px(12)
    readonly property int radiusSmall: px(6)
    readonly property int controlHeight: px(40)

    // Motion
    readonly property int fast: 140
    readonly property int medium: 260

    /// Joins `parts` (strings; empty ones left out) into sentences for a screen reader: a part
    /// that ends without a full stop, "!", "?", ":" or "…" gets ". " before the next one, any
    /// other one a space ("Computer wins! Red crossed…", never "Computer wins!. Red…").
    function sentences(parts) {
        let text = ""
        for (const part of parts) {
            if (!part)
                continue
            if (text !== "")
                text += /[.!?:…]$/.test(text) ? " " : ". "
            text += part
        }
        return text
    }
    /// `text` with its first letter a capital ("green tile 1 …" → "Green tile 1 …").
    function capitalized(text) {
        return text.charAt(0).toUpperCase() + text.slice(1)
    }
    function ordinal(n) {
        switch (n) {
        case 1: return qsTr("1st")
        case 2: return qsTr("2nd")
        case 3: return qsTr("3rd")
        }
        return qsTr("%1th").arg(n)
    }
}
