import QtQuick
import Tidepool

// A turtle colour's own pattern, drawn over an area in that colour so that the colour is told
// without its hue (docs/accessibility.md, "Colour-blind safety"): under protanopia and deuteranopia
// blue and purple look alike, so blue carries bold diagonal stripes and purple bold chevrons, big
// enough to read at every size (a repeat is a quarter of the area's short side: the number of marks
// depends on the shape only, so a resize moves them and never makes them again).
// Red: horizontal stripes; yellow: dots; green: rings; blue: diagonal stripes; purple: chevrons;
// black: crosses. Plain rectangles (the software renderer draws them; no shader effect).
Item {
    id: root
    objectName: "colorPattern"
    /// The colour letter: R, Y, G, B, P or K ("" draws nothing).
    property string turtle: ""
    /// The pattern's ink: light on the dark colours, dark on the light ones (Theme.onTurtleColor).
    property color ink: Theme.onTurtleColor(turtle)
    /// The size of one repeat of the pattern (px): a quarter of the short side.
    property real cell: Math.min(width, height) / 4
    readonly property real thick: cell * 0.3
    readonly property real diagonal: Math.sqrt(width * width + height * height)
    readonly property int across: width > 0 && height > 0 && cell > 0 ? Math.ceil(width / cell - 0.01) + 1 : 0
    readonly property int down: width > 0 && height > 0 && cell > 0 ? Math.ceil(height / cell - 0.01) + 1 : 0
    clip: true
    opacity: 0.38

    // Red (horizontal stripes) and blue (diagonal stripes): bars across a turned square.
    Item {
        visible: root.turtle === "R" || root.turtle === "B"
        anchors.centerIn: parent
        width: root.diagonal
        height: root.diagonal
        rotation: root.turtle === "B" ? -45 : 0
        Column {
            spacing: root.cell - root.thick
            Repeater {
                model: parent.visible ? root.down + root.across : 0
                Rectangle { width: root.diagonal; height: root.thick; color: root.ink }
            }
        }
    }
    // Yellow (dots), green (rings), black (crosses) and purple (chevrons): one mark per repeat.
    Grid {
        visible: root.turtle === "Y" || root.turtle === "G" || root.turtle === "K" || root.turtle === "P"
        columns: Math.max(1, root.across)
        Repeater {
            model: parent.visible ? root.across * root.down : 0
            Item {
                width: root.cell
                height: root.cell
                // Dots and rings, every other row shifted by half a repeat.
                Rectangle {
                    visible: root.turtle === "Y" || root.turtle === "G"
                    readonly property bool shifted: Math.floor(index / root.across) % 2 === 1
                    width: root.cell * (root.turtle === "Y" ? 0.46 : 0.56)
                    height: width
                    radius: width / 2
                    x: (root.cell - width) / 2 + (shifted ? root.cell / 2 : 0)
                    y: (root.cell - height) / 2
                    color: root.turtle === "Y" ? root.ink : "transparent"
                    border.color: root.ink
                    border.width: root.turtle === "G" ? root.thick * 0.55 : 0
                }
                // Crosses (x) and chevrons (a V: its two arms).
                Repeater {
                    model: root.turtle === "K" || root.turtle === "P" ? 2 : 0
                    Rectangle {
                        readonly property bool chevron: root.turtle === "P"
                        width: root.cell * (chevron ? 0.62 : 0.56)
                        height: root.thick * (chevron ? 0.9 : 0.6)
                        radius: height / 2
                        color: root.ink
                        rotation: index === 0 ? 45 : -45
                        x: chevron ? (index === 0 ? root.cell * 0.27 : root.cell * 0.73) - width / 2 : (root.cell - width) / 2
                        y: (chevron ? root.cell * 0.5 : root.cell / 2) - height / 2
                    }
                }
            }
        }
    }
}
