import QtQuick
import Tidepool

// The Ripple table's main area (RipplePage): the acting player's discard pile(s) on the left, their
// beach large in the middle (RippleBigBeach) and the draw pile with the card in play on the right
// (RippleDrawColumn). Stateless; the page places the keyboard through `ownPiles`, `bigBeach`,
// `drawPile` and `heldCard`. Its sentences keep the RipplePage translation context.
Item {
    id: mainArea
    /// The Ripple page (RipplePage) whose table this is.
    required property Item page
    readonly property alias ownPiles: ownPiles
    readonly property Beach bigBeach: bigColumn.beach
    readonly property Item drawPile: drawColumn.drawPile
    readonly property Item heldCard: drawColumn.heldCard
    /// The widest button under the draw pile (px), whatever the card width.
    readonly property real drawButtonWidth: drawColumn.buttonWidth
    /// A card width (px) set by the page (RipplePage.besideCardW, two seats side by side); 0: the
    /// area's own, from its width and height.
    property real fixedCardW: 0
    readonly property real cardW: fixedCardW > 0 ? fixedCardW
        : Math.max(40, Math.min((width - Theme.px(120)) / 8.4, (height - Theme.px(36)) / 3.55, Theme.px(150)))

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
                    label: src ? (page.pilesEach === 2 ? qsTranslate("RipplePage", "pile %1").arg(src.half) : qsTranslate("RipplePage", "discards")) : ""
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
        RippleBigBeach {
            id: bigColumn
            page: mainArea.page
            mainArea: mainArea
            // (Its header may run on above the draw column, never beyond it.)
            headerRoom: width + mainRow.spacing + drawColumn.width
        }

        // Draw pile and the held card
        RippleDrawColumn {
            id: drawColumn
            page: mainArea.page
            mainArea: mainArea
        }
    }
}
