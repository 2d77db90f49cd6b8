import QtQuick
import QtQuick.Controls.Basic
import Tidepool

// The Ripple table (components/TablePage.qml): the other players' beaches along the top (each with
// its discard pile), the acting player's beach large below with their pile(s) on the left and the
// draw pile and the held card on the right; the round's scoring view, the final table, log and
// menu on top.
TablePage {
    id: page
    active: StackView.status === StackView.Active || StackView.view === null
    readonly property bool scoringOpen: game && game.scoringRound > 0
    readonly property bool blocked: menuOpened || scoringOpen || endShown
    readonly property int n: game ? game.playerCount : 0
    /// The beach drawn large: the player to act (the viewer's once the game is over).
    readonly property int bigPlayer: game ? game.bigSeat : 0
    readonly property int pilesEach: n === 2 ? 2 : 1
    /// A seat's avatar colour (an index of Theme.seatTints): the one chosen for the player on the
    /// New game page, as on the seat chips of the other games (TablePage.avatars).
    function avatarOf(player) { return page.avatars[player] !== undefined ? page.avatars[player] : player % 6 }
    function signed(v) { return v > 0 ? "+" + v : v < 0 ? "\u2212" + Math.abs(v) : "0" }

    topBarHeight: Theme.px(60)
    statusHeight: Theme.px(52)
    statusPadding: Theme.px(36)
    promptShare: 0.55
    prompt: game ? game.prompt : ""
    turnText: {
        if (!page.game) return ""
        if (page.game.finished) return page.game.result.text
        if (page.thinking) return qsTr("%1 is thinking").arg(page.game.currentPlayerName)
        if (page.game.phase === "reveal") return qsTr("%1 opens the round").arg(page.game.currentPlayerName)
        return page.game.extraTurn ? qsTr("%1's extra turn").arg(page.game.currentPlayerName)
                                   : qsTr("%1's turn").arg(page.game.currentPlayerName)
    }
    // The scoring view of a round: computer turns and the end screen wait.
    covered: scoringOpen
    // No handover screen: Ripple has no secret hands (RippleGame::hasPrivateInformation).
    hasHandover: false
    // Ripple's top rows hold the other beaches, so "Suggest a move" sits in the free corner under the Menu.
    suggestInCorner: true
    // ... and when the seats start below that corner, the suggestion goes beside the button, in the
    // band kept free above the seats, never down over the first seat's name and cards.
    suggestBeside: othersArea.suggestRoom > 0
    captionBottomMargin: Theme.px(3) + replayRoom
    captionShare: 0.8
    captionZ: 0
    endScreen: Component {
        RippleEnd {
            objectName: "rippleEnd"
            game: page.game
        }
    }

    Connections {
        target: page.game
        // An extra turn or the last turns: shown over the table, and said after the move that
        // brought it, before whose turn it is (the toast itself is not a second alert).
        // Shown only: the move's own sentence, said after every move, already ends with it ("…: an
        // extra turn.", "…: everyone else has one last turn."), and saying both told it twice.
        function onAnnouncement(text) { announce.show(text) }
        // The opening reveal's first card chosen: said (the slot is marked so in the tree too).
        function onRevealPickChanged(text) { page.say(text) }
    }
    // A card comes into play (drawn, or taken from a pile): the keyboard goes to it, named with the
    // card and what may be done with it, so the choice to make is the next thing heard.
    readonly property bool holding: game !== null && game.hasHeld && canAct && game.currentPlayer === bigPlayer
    // ... and when the card leaves play while it has the keyboard (X discarded it), the turn's next
    // thing to do takes it (a face-down slot to turn up), not the empty "No card in play".
    onHoldingChanged: {
        if (holding)
            Qt.callLater(() => { if (page.holding && !page.blocked) heldCard.forceActiveFocus(Qt.TabFocusReason) })
        else if (heldCard.activeFocus)
            page.settleFocus(true)
    }

    topCenter: Component {
        Row {
            spacing: Theme.px(14)
            Image {
                anchors.verticalCenter: parent.verticalCenter
                source: Theme.art("ripple-wave")
                width: Theme.px(34); height: width
                sourceSize: Qt.size(width * 2, height * 2)
            }
            Text {
                textFormat: Text.PlainText
                objectName: "roundTitle"
                Accessible.role: Accessible.Heading
                Accessible.name: text
                anchors.verticalCenter: parent.verticalCenter
                text: !page.game ? "" : page.game.finished ? qsTr("Ripple · the game is over")
                    : qsTr("Ripple · Round %1 of %2").arg(page.game.round).arg(page.game.rounds)
                font.family: Theme.displayFont
                font.pixelSize: Theme.fontLarge + Theme.px(2)
                font.bold: true
                color: Theme.cream
            }
        }
    }
    topButtons: TButton {
        tone: "quiet"
        text: qsTr("Scores")
        enabled: page.game !== null && page.game.scoredRounds > 0
        onClicked: page.game.showScoring(page.game.scoredRounds)
    }
    statusButtons: TButton {
        id: undoButton
        objectName: "undoButton"
        visible: page.game !== null && page.canAct && page.game.phase === "play"
        implicitHeight: Theme.px(34)
        text: qsTr("↶ Undo")
        enabled: page.game !== null && page.game.moves.canUndo
        Accessible.description: page.game && page.game.moves.undoText !== "" ? qsTr("Take back: %1").arg(page.game.moves.undoText)
                                                                      : (page.game ? page.game.moves.undoBlockedReason : "")
        onClicked: page.game.undo()
        // A disabled button gets no hover: explain from the surrounding area.
        MouseArea {
            id: undoHover
            anchors.fill: parent
            hoverEnabled: true
            acceptedButtons: Qt.NoButton
        }
        Tip {
            visible: undoHover.containsMouse
            text: page.game && page.game.moves.canUndo ? qsTr("Take back your last step (Ctrl+Z)")
                                                 : (page.game ? page.game.moves.undoBlockedReason : "")
        }
    }

    // Keys: 0-9 a slot of the beach, Space draws, A-F take from a pile, X discards, Ctrl+Z undoes,
    // Esc opens the menu, Enter confirms a handover or continues after the scoring.
    Repeater {
        model: 10
        Item {
            required property int index
            Shortcut {
                sequence: String(index)
                enabled: page.active && page.canAct && !page.blocked
                onActivated: page.game.clickSlot(index)
            }
        }
    }
    Repeater {
        model: ["A", "B", "C", "D", "E", "F"]
        Item {
            required property int index
            required property string modelData
            Shortcut {
                sequence: modelData
                enabled: page.active && page.canAct && !page.blocked && index < ownPiles.count
                onActivated: page.game.take(index)
            }
        }
    }
    // N always draws; Space draws only when no control that Space presses has the focus (a
    // button, a slot, a pile): Space on a focused button presses that button.
    // (A focused item that is no longer shown, e.g. the recap's close button, takes no key.)
    readonly property bool spaceDraws: !focusedItem || focusedItem === drawPile || !focusedItem.activeFocusOnTab
                                       || !focusedItem.visible
    Shortcut {
        sequence: "N"
        enabled: page.active && page.canAct && !page.blocked
        onActivated: page.game.draw()
    }
    Shortcut {
        sequence: "Space"
        enabled: page.active && page.canAct && !page.blocked && page.spaceDraws
        onActivated: page.game.draw()
    }

    // The focus at the start of every turn (and when the table comes back from a cover; TablePage
    // decides when): the acting player's first slot a click acts on (the reveal), else the draw
    // pile, else their first face-down slot, so the keyboard and a screen reader start where the
    // turn does. The item given the focus that way shows its ring but not its tooltip (the tip
    // would pop up over the table at every turn for mouse players too), until the focus moves on.
    property Item quietItem: null
    onFocusedItemChanged: if (focusedItem !== quietItem) quietItem = null
    onTurnFocusRequested: focusTable()
    // A suggestion (its record notation: "draw", "take P1a", "place 3", "flip 3", "reveal 2 7"):
    // the keyboard goes to the pile or the slot it names.
    onSuggestionFocusRequested: {
        const words = page.game.suggestion.action.split(" ")
        if (words[0] === "draw") {
            drawPile.forceActiveFocus(Qt.OtherFocusReason)
        } else if (words[0] === "take") {
            for (let i = 0; i < ownPiles.count; ++i) {
                const pile = ownPiles.itemAt(i)
                if (pile && pile.objectName === "pile" + words[1] && pile.visible)
                    pile.forceActiveFocus(Qt.OtherFocusReason)
            }
        } else if (words.length > 1 && /^[0-9]$/.test(words[1])) {
            bigBeach.focusSlot(Number(words[1]))
        }
    }
    function focusTable() {
        if (!page.active || !page.canAct || page.blocked || !page.game || page.game.currentPlayer !== page.bigPlayer)
            return
        if (!bigBeach.focusFirst(false)) {
            if (page.game.canDraw)
                drawPile.forceActiveFocus(Qt.OtherFocusReason)
            else
                bigBeach.focusFirst(true)
        }
        quietItem = focusedItem
    }
    Shortcut {
        sequence: "X"
        enabled: page.active && page.canAct && !page.blocked
        onActivated: page.game.discardHeld()
    }
    Shortcut {
        sequences: [StandardKey.Undo, "U"]
        enabled: page.active && page.game !== null && !page.blocked
        onActivated: page.game.undo()
    }
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: page.active && page.game !== null && !page.menuOpened && !page.guideHasKeyboard
                 && (page.game.handover.pending || page.scoringOpen)
        onActivated: page.game.handover.pending ? page.game.confirmHandover() : page.game.closeScoring()
    }

    // ---------- Every seat's place along the top (fixed all game) ----------
    // Each seat keeps its own place in seat order (RippleGame.otherBeaches); the seat drawn large
    // below shows only a compact placeholder there, so nothing moves between turns.
    Item {
        id: othersArea
        anchors { left: parent.left; right: parent.right; top: parent.top; topMargin: page.boardTop + suggestRoom
                  leftMargin: Theme.px(16); rightMargin: Theme.px(16) }
        height: page.n === 2 ? page.height * 0.26 : page.height * 0.245
        // When the seats reach under the corner of "Suggest a move" (under the Menu), they start
        // below it, so the button never covers the first seat's name. Whether the button shows or
        // not (it hides on others' turns): the table must not jump between turns.
        // (The corner is as wide as the suggestion's column below the button: 12 + 210 + 24 px, and a gap.)
        readonly property real suggestRoom: othersArea.x + seatRow.x < Theme.px(256) ? Theme.px(40) : 0
        // One spot per seat, all as wide as a beach with its pile(s), so no spot moves when the
        // placeholder goes round.
        readonly property int count: Math.max(1, page.n)
        readonly property real panelGap: Theme.px(page.n >= 5 ? 10 : 18)
        readonly property real pileFactor: page.pilesEach === 2 ? 0.74 : 1.0
        readonly property real cardW: Math.max(20, Math.min(
            (width - (count - 1) * panelGap) / count / (5.4 + 0.3 + pileFactor + 0.05),
            (height - Theme.px(twoLineHeader ? 46 : 34)) / 3.55, Theme.px(96)))
        // The width of a spot: Beach (5 cards, 4 gaps), the row's spacing and the pile column.
        readonly property real spotW: 5 * cardW + 4 * Math.round(cardW * 0.1) + cardW * 0.3 + cardW * pileFactor
        // The seats' headers take two lines (name, then the live score) when one line can't hold a
        // badge, a name of up to 130 px and "+16 showing · total +40" beside it: every seat alike,
        // so that the beaches stay level.
        readonly property bool twoLineHeader: (width - (count - 1) * panelGap) / count < Theme.px(page.n >= 5 ? 260 : 340)

        Row {
            id: seatRow
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: othersArea.panelGap
            Repeater {
                model: page.game ? page.game.otherBeaches : null
                delegate: Item {
                    id: other
                    required property int player
                    required property string name
                    required property bool isHuman
                    required property bool isCurrent
                    required property bool playingBelow
                    required property int total
                    required property int faceDown
                    required property int liveScore
                    required property bool endedRound
                    required property var beach
                    objectName: playingBelow ? "seatPlaceholder" + player : "otherBeach" + player
                    width: othersArea.spotW
                    height: othersArea.height
                    Accessible.role: Accessible.Grouping
                    Accessible.name: playingBelow ? qsTr("%1's beach, playing below").arg(name) : qsTr("%1's beach").arg(name)

                    // The seat drawn large below: its name and where it is, in its own place.
                    Rectangle {
                        visible: other.playingBelow
                        anchors { horizontalCenter: parent.horizontalCenter; top: parent.top; bottom: parent.bottom
                                  topMargin: Theme.px(2); bottomMargin: Theme.px(10) }
                        width: Math.min(parent.width, Theme.px(150))
                        radius: Theme.px(12)
                        color: "#1AFFF8EA"
                        border.color: "#80E6CB93"
                        border.width: Theme.px(2)
                        Column {
                            anchors.centerIn: parent
                            width: parent.width - Theme.px(10)
                            spacing: Theme.px(6)
                            SeatBadge {
                                anchors.horizontalCenter: parent.horizontalCenter
                                objectName: "placeholderBadge" + other.player
                                player: other.player
                                avatar: page.avatarOf(other.player)
                                human: other.isHuman
                                name: other.name
                            }
                            Text {
                                textFormat: Text.PlainText
                                objectName: "placeholderName" + other.player
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                text: other.name
                                font.pixelSize: Theme.fontBody
                                font.bold: true
                                color: Theme.cream
                                // (Two lines for a long name: "Computer 1" over "(Medium)".)
                                wrapMode: Text.WordWrap
                                maximumLineCount: 2
                                elide: Text.ElideRight
                            }
                            Text {
                                textFormat: Text.PlainText
                                width: parent.width
                                horizontalAlignment: Text.AlignHCenter
                                wrapMode: Text.Wrap
                                text: qsTr("playing below")
                                font.pixelSize: Theme.fontSmall
                                font.italic: true
                                color: Theme.sand
                            }
                        }
                    }

                    // Header: badge and name, then the live score (and "all face up"): on one line
                    // when the seat's place is wide enough for both, else on two (four to six seats in
                    // a small window), so that neither the name nor the score is ever cut.
                    Item {
                        id: otherHeader
                        visible: !other.playingBelow
                        width: other.width
                        height: othersArea.twoLineHeader ? Theme.px(40) : Theme.px(28)
                        Row {
                            id: nameLine
                            height: othersArea.twoLineHeader ? Theme.px(22) : Theme.px(28)
                            spacing: Theme.px(8)
                            SeatBadge {
                                id: otherBadge
                                anchors.verticalCenter: parent.verticalCenter
                                objectName: "seatBadge" + other.player
                                player: other.player
                                avatar: page.avatarOf(other.player)
                                human: other.isHuman
                                name: other.name
                            }
                            // A long name ("Computer 1 (Medium)" with six seats in a small window)
                            // takes a smaller font, down to the live score's, before it is cut, so that
                            // a computer's level stays in view.
                            Text {
                                textFormat: Text.PlainText
                                objectName: "seatName" + other.player
                                anchors.verticalCenter: parent.verticalCenter
                                text: other.name
                                font.pixelSize: Theme.fontBody
                                fontSizeMode: Text.HorizontalFit
                                minimumPixelSize: Theme.fontSmall
                                font.bold: true
                                color: Theme.cream
                                elide: Text.ElideRight
                                width: Math.min(implicitWidth, othersArea.twoLineHeader
                                                ? other.width - otherBadge.width - nameLine.spacing : Theme.px(130))
                            }
                        }
                        Row {
                            id: scoreLine
                            x: othersArea.twoLineHeader ? Theme.px(4) : nameLine.width + Theme.px(8)
                            y: othersArea.twoLineHeader ? nameLine.height : 0
                            height: othersArea.twoLineHeader ? Theme.px(18) : Theme.px(28)
                            spacing: Theme.px(8)
                            Text {
                                textFormat: Text.PlainText
                                objectName: "liveScore" + other.player
                                anchors.verticalCenter: parent.verticalCenter
                                // The face-up cards' score now (the engine's scoreVisible), then the total
                                // (five or six seats: the score only; Scores shows the totals). Never wider
                                // than the seat's place, so it never runs under the next seat's name.
                                text: page.n >= 5 ? qsTr("%1 showing").arg(page.signed(other.liveScore))
                                                  : qsTr("%1 showing · total %2").arg(page.signed(other.liveScore))
                                                                                 .arg(page.signed(other.total))
                                width: Math.max(0, Math.min(implicitWidth, other.width - scoreLine.x - Theme.px(4)
                                                            - (endTagPill.visible ? endTagPill.width + scoreLine.spacing : 0)))
                                elide: Text.ElideRight
                                font.pixelSize: Theme.fontSmall
                                color: Theme.sand
                            }
                            Rectangle {
                                id: endTagPill
                                visible: other.endedRound
                                anchors.verticalCenter: parent.verticalCenter
                                width: endTag.implicitWidth + Theme.px(12); height: Theme.px(18); radius: height / 2
                                color: Theme.gold
                                Text {
                                    textFormat: Text.PlainText
                                    id: endTag
                                    anchors.centerIn: parent
                                    text: qsTr("all face up")
                                    font.pixelSize: Theme.fontSmall - Theme.px(2); font.bold: true
                                    color: Theme.ink
                                }
                            }
                        }
                    }
                    Row {
                        id: otherRow
                        visible: !other.playingBelow
                        anchors { top: otherHeader.bottom; topMargin: Theme.px(2) }
                        spacing: othersArea.cardW * 0.3
                        Beach {
                            beach: other.playingBelow ? null : other.beach
                            game: page.game
                            cardW: othersArea.cardW
                            objectPrefix: "p" + other.player + "slot"
                        }
                        // The owner's pile(s), one under the other (placed by hand: a Column
                        // made while the row was hidden left pile b on top of pile a).
                        Item {
                            width: othersArea.cardW * othersArea.pileFactor
                            height: 1
                            Repeater {
                                // Every discard pile (RipplePileModel), shown beside its owner's beach.
                                model: page.game && !other.playingBelow ? page.game.piles : null
                                delegate: DiscardPile {
                                    id: pileView
                                    required property int index
                                    required property var model
                                    readonly property var src: model
                                    visible: src.owner === other.player
                                    y: othersArea.cardW * 0.28 + (src.half === "b" ? height + othersArea.cardW * 0.12 : 0)
                                    game: page.game
                                    pileIndex: index
                                    cardW: othersArea.cardW * othersArea.pileFactor
                                    showLabel: page.pilesEach === 2
                                    pile: src ? src.pile : ""
                                    label: src ? (page.pilesEach === 2 ? qsTr("pile %1").arg(src.half) : src.label) : ""
                                    spokenLabel: src ? src.label : ""
                                    size: src ? src.size : 0
                                    icon: src ? src.icon : ""
                                    name: src ? src.name : ""
                                    value: src ? src.value : 0
                                    combo: src ? src.combo : false
                                    need1: src ? src.need1 : ""
                                    need2: src ? src.need2 : ""
                                    bonus: src ? src.bonus : 0
                                    canTake: src ? src.canTake : false
                                    isNext: src ? src.isNext : false
                                    showNext: page.pilesEach === 2
                                    hint: src ? src.hint : ""
                                    keyName: ["A", "B", "C", "D", "E", "F"][index]
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    // ---------- The acting player's beach, their piles, the draw pile and the held card ----------
    Item {
        id: mainArea
        anchors { left: parent.left; right: parent.right; top: othersArea.bottom; bottom: lastMoveBar.top
                  leftMargin: Theme.px(16); rightMargin: Theme.px(16); topMargin: Theme.px(4) }
        readonly property real cardW: Math.max(40, Math.min((width - Theme.px(120)) / 8.4, (height - Theme.px(36)) / 3.55, Theme.px(150)))

        Row {
            id: mainRow
            anchors.horizontalCenter: parent.horizontalCenter
            spacing: mainArea.cardW * 0.3

            // Own discard pile(s)
            Column {
                spacing: mainArea.cardW * 0.12
                topPadding: Theme.px(34) + mainArea.cardW * 0.28
                Repeater {
                    id: ownPiles
                    // Every discard pile (RipplePileModel), shown beside its owner's beach.
                    model: page.game ? page.game.piles : null
                    delegate: DiscardPile {
                        required property int index
                        required property var model
                        readonly property var src: model
                        visible: src.owner === page.bigPlayer
                        game: page.game
                        pileIndex: index
                        cardW: mainArea.cardW * (page.pilesEach === 2 ? 0.62 : 0.8)
                        showLabel: true
                        pile: src ? src.pile : ""
                        label: src ? (page.pilesEach === 2 ? qsTr("pile %1").arg(src.half) : qsTr("discards")) : ""
                        // (Whose pile, said: the caption leaves the owner to the beach beside it.)
                        spokenLabel: src ? src.label : ""
                        size: src ? src.size : 0
                        icon: src ? src.icon : ""
                        name: src ? src.name : ""
                        value: src ? src.value : 0
                        combo: src ? src.combo : false
                        need1: src ? src.need1 : ""
                        need2: src ? src.need2 : ""
                        bonus: src ? src.bonus : 0
                        canTake: false
                        isNext: src ? src.isNext : false
                        showNext: page.pilesEach === 2
                        hint: src ? src.hint : ""
                    }
                }
            }

            // The big beach
            Column {
                spacing: Theme.px(2)
                Row {
                    id: bigHeader
                    height: Theme.px(32)
                    spacing: Theme.px(10)
                    // The seat's badge in its avatar colour (as along the top and on the New game page).
                    SeatBadge {
                        objectName: "bigSeatBadge"
                        anchors.verticalCenter: parent.verticalCenter
                        width: Theme.px(26)
                        player: page.bigPlayer
                        avatar: page.avatarOf(page.bigPlayer)
                        human: page.game !== null && page.game.bigSeatHuman
                        name: page.game ? page.game.bigSeatName : ""
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "bigBeachHeading"
                        Accessible.role: Accessible.Heading
                        Accessible.name: text
                        anchors.verticalCenter: parent.verticalCenter
                        text: page.game ? qsTr("%1's beach").arg(page.game.bigSeatName) : ""
                        font.family: Theme.displayFont
                        font.pixelSize: Theme.fontLarge
                        font.bold: true
                        color: Theme.cream
                    }
                    Text {
                        textFormat: Text.PlainText
                        anchors.verticalCenter: parent.verticalCenter
                        objectName: "bigLiveScore"
                        text: page.game ? qsTr("%1 showing · total %2 · %n face down", "", page.game.bigSeatFaceDown)
                                          .arg(page.signed(page.game.bigSeatLiveScore)).arg(page.signed(page.game.bigSeatTotal)) : ""
                        font.pixelSize: Theme.fontSmall + Theme.px(1)
                        color: Theme.sand
                    }
                    Rectangle {
                        visible: page.game !== null && page.game.extraTurn
                        anchors.verticalCenter: parent.verticalCenter
                        width: extraText.implicitWidth + Theme.px(16); height: Theme.px(24); radius: height / 2
                        color: Theme.teal
                        border.color: "#FFFFFF"
                        Text {
                            textFormat: Text.PlainText
                            id: extraText
                            anchors.centerIn: parent
                            text: qsTr("Extra turn · draw pile only")
                            font.pixelSize: Theme.fontSmall; font.bold: true
                            color: "#FFFFFF"
                        }
                    }
                    Rectangle {
                        objectName: "lastTurnsBadge"
                        visible: page.game !== null && page.game.lastTurns
                        anchors.verticalCenter: parent.verticalCenter
                        width: lastText.implicitWidth + Theme.px(16); height: Theme.px(24); radius: height / 2
                        color: Theme.gold
                        border.color: Theme.goldDeep
                        Text {
                            textFormat: Text.PlainText
                            id: lastText
                            anchors.centerIn: parent
                            text: qsTr("Last turns")
                            font.pixelSize: Theme.fontSmall; font.bold: true
                            color: Theme.ink
                        }
                        MouseArea { id: lastHover; anchors.fill: parent; hoverEnabled: true }
                        Tip { visible: lastHover.containsMouse; text: page.game ? page.game.lastTurnsText : "" }
                    }
                }
                Beach {
                    id: bigBeach
                    objectName: "bigBeach"
                    beach: page.game ? page.game.beach(page.bigPlayer) : null
                    game: page.game
                    cardW: mainArea.cardW
                    interactive: page.canAct && page.game.currentPlayer === page.bigPlayer
                    objectPrefix: "slot"
                    quietItem: page.quietItem
                }
            }

            // Draw pile and the held card
            Column {
                topPadding: Theme.px(34) + mainArea.cardW * 0.28
                spacing: Theme.px(10)
                Row {
                    spacing: mainArea.cardW * 0.25
                    // Draw pile
                    Column {
                        spacing: Theme.px(6)
                        Item {
                            id: drawPile
                            objectName: "drawPile"
                            width: mainArea.cardW * 0.9; height: width * 1.4
                            readonly property bool canDraw: page.game !== null && page.game.canDraw
                            // Keyboard: Tab reaches the draw pile, Enter or Space draws, the arrow
                            // keys go on to the next control.
                            activeFocusOnTab: page.canAct || activeFocus
                            Keys.onReturnPressed: if (page.canAct) page.game.draw()
                            Keys.onEnterPressed: if (page.canAct) page.game.draw()
                            Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                            Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                            Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                            Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                            FocusRing { objectName: "focusRing"; shown: drawPile.activeFocus }
                            Repeater {
                                model: page.game ? Math.min(3, Math.ceil(page.game.drawPileCount / 15)) : 0
                                Image {
                                    required property int index
                                    source: Theme.art("ripple-card-back")
                                    width: parent.width; height: parent.height
                                    x: -index * Theme.px(3); y: -index * Theme.px(3)
                                    sourceSize: Qt.size(width * 2, height * 2)
                                }
                            }
                            Rectangle {
                                visible: drawPile.canDraw && page.game.learningMode
                                anchors.fill: parent
                                anchors.margins: -Theme.px(5)
                                radius: width * 0.1
                                color: "transparent"
                                border.color: "#3FD0C9"
                                border.width: Theme.px(4)
                                SequentialAnimation on opacity {
                                    running: drawPile.canDraw
                                    loops: Animation.Infinite
                                    NumberAnimation { from: 1; to: 0.45; duration: 700 }
                                    NumberAnimation { from: 0.45; to: 1; duration: 700 }
                                }
                            }
                            Rectangle {
                                anchors { right: parent.right; bottom: parent.bottom; margins: -Theme.px(8) }
                                width: Theme.px(36); height: width; radius: width / 2
                                color: Theme.paper
                                border.color: Theme.goldDeep
                                border.width: Theme.px(2)
                                Text {
                                    textFormat: Text.PlainText
                                    anchors.centerIn: parent
                                    text: page.game ? page.game.drawPileCount : 0
                                    font.pixelSize: Theme.fontBody; font.bold: true
                                    color: Theme.ink
                                }
                            }
                            MouseArea {
                                id: drawMouse
                                anchors.fill: parent
                                hoverEnabled: true
                                cursorShape: drawPile.canDraw ? Qt.PointingHandCursor : Qt.ArrowCursor
                                onClicked: if (page.canAct) page.game.draw()
                            }
                            Tip {
                                visible: drawMouse.containsMouse || (drawPile.activeFocus && page.quietItem !== drawPile)
                                heading: qsTr("Draw pile")
                                text: page.game && page.game.drawHint !== "" ? page.game.drawHint + "\n" + qsTr("Key Space") : ""
                            }
                            Accessible.role: Accessible.Button
                            Accessible.name: qsTr("Draw pile: %n card(s)", "", page.game ? page.game.drawPileCount : 0)
                            Accessible.onPressAction: page.game.draw()
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: qsTr("Draw pile")
                            font.pixelSize: Theme.fontSmall
                            color: Theme.sand
                        }
                    }
                    // The held card
                    Column {
                        spacing: Theme.px(12)
                        Item {
                            id: heldCard
                            objectName: "heldCard"
                            width: mainArea.cardW; height: width * 1.4
                            // Keyboard: reached by Tab while a card is in play (the focus comes here
                            // when one is drawn or taken); X discards it, the arrow keys go on to the
                            // next control (the slots).
                            activeFocusOnTab: page.holding || activeFocus
                            Keys.onLeftPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                            Keys.onUpPressed: nextItemInFocusChain(false).forceActiveFocus(Qt.BacktabFocusReason)
                            Keys.onRightPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                            Keys.onDownPressed: nextItemInFocusChain(true).forceActiveFocus(Qt.TabFocusReason)
                            FocusRing { shown: heldCard.activeFocus }
                            Accessible.role: Accessible.StaticText
                            Accessible.focusable: true
                            Accessible.name: !page.game || !page.game.hasHeld ? qsTr("No card in play")
                                : (page.canAct && page.prompt !== ""
                                   ? qsTr("Card in play: %1, %2. %3").arg(page.game.held.name).arg(qsTr("%n point(s)", "", page.game.held.value)).arg(page.prompt)
                                   : qsTr("Card in play: %1, %2.").arg(page.game.held.name).arg(qsTr("%n point(s)", "", page.game.held.value)))
                            Rectangle {
                                visible: !page.game || !page.game.hasHeld
                                anchors.fill: parent
                                radius: width * 0.09
                                color: "#18FFF8EA"
                                border.color: "#80E6CB93"
                                border.width: Theme.px(2)
                                Text {
                                    textFormat: Text.PlainText
                                    anchors.centerIn: parent
                                    width: parent.width * 0.8
                                    horizontalAlignment: Text.AlignHCenter
                                    wrapMode: Text.Wrap
                                    text: qsTr("The card in play shows here")
                                    font.pixelSize: Theme.fontSmall
                                    font.italic: true
                                    color: "#B0E6CB93"
                                }
                            }
                            RippleCard {
                                visible: page.game !== null && page.game.hasHeld
                                anchors.fill: parent
                                rotation: -3
                                icon: page.game ? page.game.held.icon : ""
                                name: page.game ? page.game.held.name : ""
                                value: page.game ? page.game.held.value : 0
                                combo: page.game ? page.game.held.combo : false
                                need1: page.game ? page.game.held.need1 : ""
                                need2: page.game ? page.game.held.need2 : ""
                                bonus: page.game ? page.game.held.bonus : 0
                                stacked: page.game ? page.game.held.stacked : []
                                completed: page.game ? page.game.held.completed : false
                                glow: page.game && page.game.step === "ripple" && page.canAct ? "picked" : ""
                            }
                        }
                        Text {
                            textFormat: Text.PlainText
                            anchors.horizontalCenter: parent.horizontalCenter
                            text: !page.game || !page.game.hasHeld ? qsTr("In play")
                                : page.game.step === "ripple" ? qsTr("About to be discarded") : qsTr("New card")
                            font.pixelSize: Theme.fontSmall
                            font.bold: page.game !== null && page.game.step === "ripple"
                            color: page.game && page.game.step === "ripple" ? Theme.gold : Theme.sand
                        }
                    }
                }
                TButton {
                    objectName: "discardButton"
                    visible: page.game !== null && page.game.canDiscard && page.canAct
                    anchors.horizontalCenter: parent.horizontalCenter
                    tone: page.game && page.game.step === "ripple" ? "primary" : "secondary"
                    text: page.game && page.game.step === "hold" && page.game.held.drawn
                          ? qsTr("Discard it, turn a card up") : qsTr("Discard it")
                    onClicked: page.game.discardHeld()
                    Tip { visible: parent.hovered; text: (page.game && page.game.discardHint !== "" ? page.game.discardHint + "\n" : "") + qsTr("Key X") }
                }
            }
        }
    }

    // Room for what each action did (TablePage's move caption, captionBottomMargin).
    Item {
        id: lastMoveBar
        // (Above the replay bar while a game is replayed, TablePage.replayRoom.)
        anchors { left: parent.left; right: parent.right; bottom: parent.bottom; bottomMargin: page.replayRoom }
        height: Theme.px(34)
    }

    Toast {
        id: announce
        objectName: "announcement"
        anchors.horizontalCenter: parent.horizontalCenter
        y: mainArea.y + Theme.px(6)
        showFor: 3600
        Accessible.role: Accessible.StaticText // said by the page's announcer, in order
    }

    // ---------- The scoring view of a round (public information: over a pending handover) ----------
    // Made when first needed, not before the first frame (docs/performance.md).
    coverScreen: scoringLoader.item
    overlays: Loader {
        id: scoringLoader
        anchors.fill: parent
        active: page.scoringOpen
        sourceComponent: RippleScoring {
            objectName: "rippleScoring"
            game: page.game
            onContinued: page.game.closeScoring()
        }
        // The round's scores are announced when they come (after the move that ended the round).
        onLoaded: page.sayAfterMove(() => scoringLoader.item ? scoringLoader.item.spokenText() : "")
    }
}
