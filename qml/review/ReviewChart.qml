import QtQuick
import Tidepool

// The review's graph (issue 45): each player's chance to win after every move, one line a player
// in their avatar's colour, the move shown on the board marked; where the review has points
// (Ripple), a choice above it shows each player's expected total instead. A click or a drag picks a move
// (`picked`), as the list under it does. Its text alternative is that list (a sentence a move);
// the graph itself takes no keyboard. It draws what GameReview.chart gives and decides nothing.
Item {
    id: chart
    objectName: "reviewChart"
    /// For each decision in order, {seat, grade, chances: by seat in percent, or null, and for
    /// Ripple points: by seat, expected total, or null} (GameReview.chart).
    property var series: []
    /// The players by seat (GameReview.names) and their avatar colours (TablePage.avatars).
    property var names: []
    property var avatars: []
    /// The decision marked (the one on the board), or -1.
    property int currentIndex: -1
    /// A move was picked on the graph: the decision's index.
    signal picked(int index)
    /// Whether the review has expected points (Ripple), and whether the graph shows them.
    readonly property bool hasPoints: series.length > 0 && series[0].points !== undefined
    property bool showPoints: false
    /// The top of the scale: 100 (percent), or the most points rounded up to ten.
    readonly property real scaleTop: {
        if (!showPoints || !hasPoints)
            return 100
        let most = 0
        for (const point of series)
            for (const p of point.points)
                if (p !== null && p !== undefined)
                    most = Math.max(most, p)
        return Math.max(10, Math.ceil(most / 10) * 10)
    }
    function valueAt(index, seat) {
        const point = series[index]
        return showPoints && hasPoints ? point.points[seat] : point.chances[seat]
    }

    readonly property real plotLeft: Theme.px(46)
    readonly property real plotTop: Theme.px(6)
    readonly property real plotWidth: Math.max(1, width - plotLeft - Theme.px(8))
    readonly property real plotHeight: Math.max(1, canvas.height - plotTop - Theme.px(6))
    readonly property real canvasTop: hasPoints ? shown.height + Theme.gapSmall : 0

    function tint(seat) {
        return Theme.seatTint(avatars, seat)
    }
    function xOf(index) {
        return plotLeft + (series.length > 1 ? plotWidth * index / (series.length - 1) : plotWidth / 2)
    }
    function indexAt(x) {
        if (series.length <= 1)
            return series.length - 1
        const i = Math.round((x - plotLeft) / plotWidth * (series.length - 1))
        return Math.max(0, Math.min(series.length - 1, i))
    }

    implicitHeight: canvasTop + canvas.height + legend.implicitHeight + Theme.gapSmall
    Accessible.role: Accessible.Chart
    Accessible.name: showPoints && hasPoints ? qsTr("Each player's expected points once the round is scored, move by move")
                                             : qsTr("Each player's chance to win, move by move")

    Segmented {
        id: shown
        objectName: "chartShows"
        visible: chart.hasPoints
        x: chart.plotLeft
        segmentHeight: Theme.px(30)
        values: ["chance", "points"]
        labels: [qsTr("Chance to win"), qsTr("Expected points")]
        current: chart.showPoints ? "points" : "chance"
        Accessible.name: qsTr("The graph shows")
        onChosen: (value) => chart.showPoints = value === "points"
    }
    Accessible.description: qsTr("The list of every move reads it move by move.")

    Canvas {
        id: canvas
        y: chart.canvasTop
        width: parent.width
        height: Theme.px(130)
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            ctx.clearRect(0, 0, width, height)
            // 0%, 50% and 100%.
            ctx.lineWidth = 1
            ctx.strokeStyle = Theme.paperEdge
            ctx.fillStyle = Theme.inkSoft
            ctx.font = Theme.fontSmall + "px sans-serif"
            ctx.textAlign = "right"
            ctx.textBaseline = "middle"
            for (const p of [0, chart.scaleTop / 2, chart.scaleTop]) {
                const y = chart.plotTop + chart.plotHeight * (1 - p / chart.scaleTop)
                ctx.beginPath()
                ctx.moveTo(chart.plotLeft, y)
                ctx.lineTo(chart.plotLeft + chart.plotWidth, y)
                ctx.stroke()
                ctx.fillText(chart.showPoints && chart.hasPoints ? String(p) : p + "%", chart.plotLeft - Theme.px(4), y)
            }
            if (chart.series.length === 0)
                return
            // The move on the board.
            if (chart.currentIndex >= 0 && chart.currentIndex < chart.series.length) {
                ctx.strokeStyle = Theme.tealDeep
                ctx.lineWidth = Math.max(2, Theme.px(2))
                const x = chart.xOf(chart.currentIndex)
                ctx.beginPath()
                ctx.moveTo(x, chart.plotTop)
                ctx.lineTo(x, chart.plotTop + chart.plotHeight)
                ctx.stroke()
            }
            // A line a player, from their first move.
            const yOf = (p) => chart.plotTop + chart.plotHeight * (1 - p / chart.scaleTop)
            ctx.lineWidth = Math.max(2, Theme.px(3))
            ctx.lineJoin = "round"
            for (let seat = 0; seat < chart.names.length; ++seat) {
                ctx.strokeStyle = chart.tint(seat)
                ctx.beginPath()
                let started = false
                for (let i = 0; i < chart.series.length; ++i) {
                    const p = chart.valueAt(i, seat)
                    if (p === null || p === undefined)
                        continue
                    if (started)
                        ctx.lineTo(chart.xOf(i), yOf(p))
                    else
                        ctx.moveTo(chart.xOf(i), yOf(p))
                    started = true
                }
                ctx.stroke()
            }
            // A mistake (red) or an inaccuracy (amber): a dot on its player's line.
            for (let i = 0; i < chart.series.length; ++i) {
                const point = chart.series[i]
                if (point.grade !== "mistake" && point.grade !== "inaccuracy")
                    continue
                ctx.fillStyle = point.grade === "mistake" ? Theme.danger : Theme.goldDeep
                ctx.beginPath()
                const p = chart.valueAt(i, point.seat)
                if (p === null || p === undefined)
                    continue
                ctx.arc(chart.xOf(i), yOf(p), Math.max(3, Theme.px(5)), 0, 2 * Math.PI)
                ctx.fill()
            }
        }
        MouseArea {
            anchors.fill: parent
            onPressed: (mouse) => chart.picked(chart.indexAt(mouse.x))
            onPositionChanged: (mouse) => { if (pressed) chart.picked(chart.indexAt(mouse.x)) }
        }
    }
    onSeriesChanged: canvas.requestPaint()
    onCurrentIndexChanged: canvas.requestPaint()
    onAvatarsChanged: canvas.requestPaint()
    onWidthChanged: canvas.requestPaint()
    onShowPointsChanged: canvas.requestPaint()

    Flow {
        id: legend
        anchors { top: canvas.bottom; topMargin: Theme.gapSmall; left: parent.left; leftMargin: chart.plotLeft; right: parent.right }
        spacing: Theme.gap
        Repeater {
            model: chart.names
            Row {
                required property int index
                required property string modelData
                spacing: Theme.px(6)
                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: Theme.px(18)
                    height: Math.max(3, Theme.px(4))
                    radius: height / 2
                    color: chart.tint(index)
                }
                Text {
                    textFormat: Text.PlainText
                    text: modelData
                    font.pixelSize: Theme.fontSmall
                    color: Theme.ink
                }
            }
        }
    }
}
