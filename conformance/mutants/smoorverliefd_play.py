"""Smoorverliefd mutants of the table and the play (SPEC SV-1 to SV-3, SV-6, SV-7.1, SV-8.1,
SV-10.1, SV-10.3, SV-12.1): the seats and their arithmetic, the first dealer and the eldest hand,
the order of play, following suit, who wins a trick and leads the next, met Troef's trump, the
curse and the bids before the first lead, and the refusal order within the play."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from conformance.mutants.common import plays_from_refusals
from conformance.mutants.patching import Mutant, Patch, replace_function, replace_property
from reference.actions import Action, Bid
from reference.cards import ACE, Card, Suit
from reference.dealing import Deal
from reference.errors import Code, IllegalAction
from reference.phases import BIDDING, CURSE, PLAY, Phase
from reference.record import Standing
from reference.smoorverliefd import rules as sv_rules
from reference.smoorverliefd import scoring as sv_scoring
from reference.smoorverliefd.options import SmoorverliefdOptions
from reference.smoorverliefd.state import HandResult, HandState, SmoorverliefdState, Trick
from reference.table import Table, evolve, played_out
from reference.table import open_game as open_game_of_table
from reference.tricks import winning_index

SV = "smoorverliefd"
Options = Mapping[str, object]
SeatOf = Callable[[int, int, int], int]  # (leader, index in the trick, players) -> the seat
WinnerIndex = Callable[[HandState, tuple[Card, ...], SmoorverliefdOptions], int]
NextLeader = Callable[[int, int, int], int]  # (leader, winner, players) -> who leads next


def _off(option: str, reason: str) -> Callable[[Options], str | None]:
    """``cannot_differ``: ``reason`` while ``option`` is off (a variant's rule without the variant)."""
    return lambda o: None if o.get(option) is True else reason


def _clockwise(leader: int, index: int, players: int) -> int:
    return (leader + index) % players


def _winner_leads(leader: int, winner: int, players: int) -> int:
    return winner


def _play_on(patch: Patch, winner_index: WinnerIndex | None = None, seat_of: SeatOf = _clockwise,
             next_leader: NextLeader = _winner_leads) -> None:
    """SV-3's card play (rules.after_play) written again with another part: which card of a full
    trick wins (``winner_index``), who played the trick's i-th card (``seat_of``), who leads next."""

    def after_play(state: SmoorverliefdState, hand: HandState, seat: int, card: Card) -> SmoorverliefdState:
        o = state.options
        hands = played_out(hand.hands, seat, card)
        trick = hand.trick + (card,)
        if len(trick) < o.players:
            return state.at(evolve(hand, hands=hands, trick=trick))
        index = sv_rules.trick_winner(trick, o) if winner_index is None else winner_index(hand, trick, o)
        winner = seat_of(hand.leader, index, o.players)
        done = evolve(hand, hands=hands, tricks=hand.tricks + (Trick(hand.leader, trick, winner),), trick=(),
                      leader=next_leader(hand.leader, winner, o.players))
        return state.at(done) if any(hands) else sv_rules.end_hand(state, done)

    patch(sv_rules, "after_play", after_play)


# ---------------------------------------------------------------------------- seats and dealer


def sv_four_players_in_pairs(patch: Patch) -> None:
    """SV-1.1: four players always play as two pairs across the table, partners or not."""

    def sides(o: SmoorverliefdOptions, original: Callable[[SmoorverliefdOptions], int]) -> int:
        return 2 if o.players == 4 else original(o)

    replace_property(patch, SmoorverliefdOptions, "sides", sides)

    def side_of(self: SmoorverliefdOptions, seat: int) -> int:
        return seat % 2 if self.players == 4 else seat

    patch(SmoorverliefdOptions, "side_of", side_of)


def sv_first_dealer_seat_zero(patch: Patch) -> None:
    """SV-1.2: seat 0 deals first whatever dealer the caller gives."""
    original = open_game_of_table

    def open_game(make: Callable[[None, Standing[SmoorverliefdOptions, HandState, HandResult]], SmoorverliefdState],
                  table: Table, options: SmoorverliefdOptions, seed: int | None, deals: Sequence[Deal],
                  dealer: int | None, scores: Sequence[int] | None) -> SmoorverliefdState:
        return original(make, table, options, seed, deals, None if dealer is None else 0, scores)

    patch(sv_rules, "open_game", open_game)


def sv_eldest_right_of_dealer(patch: Patch) -> None:
    """SV-1.3: the player to the dealer's right (seat dealer - 1) is the eldest hand: leads the first
    trick and bids first."""

    def eldest(dealer: int, options: SmoorverliefdOptions) -> int:
        return (dealer - 1) % options.players

    def bidder_seats(hand: HandState, players: int) -> list[int]:
        return [(hand.dealer - 1 + i) % players for i in range(len(hand.bids))]

    patch(sv_rules, "eldest", eldest)
    patch(sv_scoring, "bidder_seats", bidder_seats)


def sv_seats_mod_four(patch: Patch) -> None:
    """CD-7, SV-1.3, SV-1.4: the left neighbour is taken mod 4 whatever the table size (the eldest
    hand and the next dealer of a 3- or 5-seat game)."""
    original = sv_rules.next_dealer

    def eldest(dealer: int, options: SmoorverliefdOptions) -> int:
        return (dealer + 1) % 4

    def next_dealer(result: HandResult, options: SmoorverliefdOptions) -> int:
        return original(result, options) if options.cupids_arrow else (result.dealer + 1) % 4

    patch(sv_rules, "eldest", eldest)
    patch(sv_rules, "next_dealer", next_dealer)


def sv_partners_adjacent(patch: Patch) -> None:
    """SV-8.1, R-SV-9: partners sit side by side (seats 0 and 1, 2 and 3), not across the table."""

    def side_of(self: SmoorverliefdOptions, seat: int) -> int:
        return seat // 2 if self.partners else seat

    patch(SmoorverliefdOptions, "side_of", side_of)


# ---------------------------------------------------------------------------- play


def sv_aces_low(patch: Patch) -> None:
    """SV-2.1: the ace ranks below the 2 in play."""

    def stronger(later: Card, earlier: Card) -> bool:
        def value(c: Card) -> int:
            return 1 if c.rank == ACE else c.rank

        return value(later) > value(earlier)

    patch(sv_rules, "stronger", stronger)


def sv_play_counterclockwise(patch: Patch) -> None:
    """SV-3.1, CD-7: within a trick play goes to the right (seat leader - 1 plays second)."""
    original = sv_rules.to_act

    def to_act(state: SmoorverliefdState) -> int | None:
        hand = state.hand
        if hand is not None and hand.phase is PLAY and state.standing.winner is None:
            return (hand.leader - len(hand.trick)) % state.options.players
        return original(state)

    replace_function(patch, sv_rules, "to_act", to_act)
    _play_on(patch, seat_of=lambda leader, index, players: (leader - index) % players)


def sv_two_of_clubs_leads(patch: Patch) -> None:
    """SV-3.1, R-SV-14: as in Hartenjagen, the holder of the 2 of clubs leads the first trick (the
    eldest hand when it is dead)."""
    original = sv_rules.start_hand
    two = Card(2, Suit.C)

    def start_hand(state: SmoorverliefdState) -> SmoorverliefdState:
        state = original(state)
        hand = state.hand
        if hand is None:
            return state
        for seat, held in enumerate(hand.hands):
            if two in held:
                return state.at(evolve(hand, leader=seat))
        return state

    patch(sv_rules, "start_hand", start_hand)


def sv_follow_previous_card(patch: Patch) -> None:
    """SV-3.3: a player must follow the suit of the card played just before, not of the card led."""
    original = sv_rules.play_refusal

    def play_refusal(hand: HandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
        if len(hand.trick) > 1:
            hand = evolve(hand, trick=hand.trick[-1:] + hand.trick[:-1])
        return original(hand, seat, card, options)

    patch(sv_rules, "play_refusal", play_refusal)
    plays_from_refusals(patch)


def sv_highest_rank_wins(patch: Patch) -> None:
    """SV-3.4: the highest card of any suit wins the trick (the first played of equal ranks); a
    heart under met Troef still trumps."""
    original = sv_rules.trick_winner

    def trick_winner(cards: Sequence[Card], options: SmoorverliefdOptions) -> int:
        if options.troef and any(c.suit is Suit.H for c in cards):
            return original(cards, options)
        return max(range(len(cards)), key=lambda i: (cards[i].rank, -i))

    patch(sv_rules, "trick_winner", trick_winner)


def sv_lead_rotates(patch: Patch) -> None:
    """SV-3.5: the lead passes to the left each trick instead of going to the trick's winner."""
    _play_on(patch, next_leader=lambda leader, winner, players: (leader + 1) % players)


def sv_follow_checked_before_holding(patch: Patch) -> None:
    """SV-12.1: a card not held that does not follow suit is refused with E_MUST_FOLLOW_SUIT, the
    follow-suit check coming before E_CARD_NOT_IN_HAND."""
    original = sv_rules.play_refusal

    def play_refusal(hand: HandState, seat: int, card: Card, options: SmoorverliefdOptions) -> IllegalAction | None:
        held = hand.hands[seat]
        if card not in held and hand.trick:
            led = hand.trick[0].suit
            if card.suit is not led and any(c.suit is led for c in held):
                return IllegalAction(Code.MUST_FOLLOW_SUIT, "SV-3.3", f"seat {seat} must follow suit")
        return original(hand, seat, card, options)

    patch(sv_rules, "play_refusal", play_refusal)


def sv_troef_first_lead_names_trump(patch: Patch) -> None:
    """SV-6.1: met Troef read as Four Point's trump: the suit of the round's first card led, not hearts."""

    def winner_index(hand: HandState, trick: tuple[Card, ...], o: SmoorverliefdOptions) -> int:
        if not o.troef:
            return sv_rules.trick_winner(trick, o)
        first = hand.tricks[0].cards[0] if hand.tricks else trick[0]
        return winning_index(trick, first.suit, sv_rules.suit_of, sv_rules.stronger)

    _play_on(patch, winner_index=winner_index)


# ---------------------------------------------------------------------------- before the first lead


def sv_curse_in_first_round(patch: Patch) -> None:
    """SV-10.1, R-SV-11: the first dealer curses a suit in the first round too."""
    original = sv_rules.first_phase

    def first_phase(state: SmoorverliefdState) -> Phase:
        return CURSE if state.options.cupids_arrow else original(state)

    patch(sv_rules, "first_phase", first_phase)


def _curse_refusal(refuse_hearts: Callable[[SmoorverliefdOptions], bool]) -> Callable[[Patch], None]:
    def apply(patch: Patch) -> None:
        def curse_refusal(suit: Suit, options: SmoorverliefdOptions) -> IllegalAction | None:
            if suit is Suit.H and refuse_hearts(options):
                return IllegalAction(Code.CANNOT_CURSE_HEARTS, "SV-10.3", "hearts may not be cursed")
            return None

        patch(sv_rules, "curse_refusal", curse_refusal)

    return apply


def sv_bids_before_curse(patch: Patch) -> None:
    """SV-10.3, SV-3.1, R-SV-12: with Blind Love the bids come before the curse, which is named
    just before the first lead."""
    original = sv_rules.first_phase

    def cursing(state: SmoorverliefdState) -> bool:
        return state.options.cupids_arrow and bool(state.results)

    def first_phase(state: SmoorverliefdState) -> Phase:
        return BIDDING if state.options.blind_love and cursing(state) else original(state)

    def after_bid(state: SmoorverliefdState, hand: HandState, amount: int) -> SmoorverliefdState:
        bids = hand.bids + (amount,)
        if len(bids) < state.options.players:
            return state.at(evolve(hand, bids=bids))
        return state.at(evolve(hand, bids=bids, phase=CURSE if cursing(state) and hand.cursed is None else PLAY))

    def after_curse(state: SmoorverliefdState, hand: HandState, suit: Suit) -> SmoorverliefdState:
        bidding = state.options.blind_love and len(hand.bids) < state.options.players
        return state.at(evolve(hand, cursed=suit, phase=BIDDING if bidding else PLAY))

    patch(sv_rules, "first_phase", first_phase)
    patch(sv_rules, "after_bid", after_bid)
    patch(sv_rules, "after_curse", after_curse)


def sv_bids_may_not_total_hearts(patch: Patch) -> None:
    """SV-7.1, R-SV-15: as in Boerenbridge, the dealer (bidding last) may not make the bids total
    the hearts in play."""
    original_refusal = sv_rules.bid_refusal
    original_legal = sv_rules.legal_actions

    def bid_refusal(hand: HandState, amount: int | None) -> IllegalAction | None:
        problem = original_refusal(hand, amount)
        last = len(hand.bids) == len(hand.hands) - 1
        if problem is None and amount is not None and last and sum(hand.bids) + amount == sv_rules.max_bid(hand):
            return IllegalAction(Code.BID_TOO_HIGH, "SV-7.1", "the bids may not total the hearts in play")
        return problem

    def legal_actions(state: SmoorverliefdState) -> list[Action]:
        actions = original_legal(state)
        hand = state.hand
        if hand is None or hand.phase is not BIDDING:
            return actions
        return [a for a in actions if not isinstance(a, Bid) or bid_refusal(hand, a.amount) is None]

    patch(sv_rules, "bid_refusal", bid_refusal)
    replace_function(patch, sv_rules, "legal_actions", legal_actions)


def _no_cupid_or(value: bool, reason: str) -> Callable[[Options], str | None]:
    def cannot(o: Options) -> str | None:
        if o.get("cupids_arrow") is not True:
            return "no curse without cupids_arrow"
        return reason if o.get("curse_hearts") is value else None

    return cannot


MUTANTS: dict[str, Mutant] = {
    "sv_four_players_in_pairs": Mutant("four players play as two pairs across the table even without partners", "SV-1.1",
                                       sv_four_players_in_pairs, SV,
                                       lambda o: None if o.get("players") == 4 and o.get("partners") is False
                                       else "only a 4-player game without partners has four sides to merge"),
    "sv_first_dealer_seat_zero": Mutant("seat 0 deals first whatever dealer is given", "SV-1.2, R-SV-1", sv_first_dealer_seat_zero, SV),
    "sv_eldest_right_of_dealer": Mutant("the player right of the dealer leads and bids first", "SV-1.3, SV-7.1",
                                        sv_eldest_right_of_dealer, SV),
    "sv_seats_mod_four": Mutant("the left neighbour is taken mod 4 (eldest hand and next dealer) whatever the table size",
                                "CD-7, SV-1.3, SV-1.4", sv_seats_mod_four, SV,
                                lambda o: "mod 4 is right with 4 seats" if o.get("players") == 4 else None),
    "sv_partners_adjacent": Mutant("partners sit side by side (0 with 1, 2 with 3), not across", "SV-8.1, R-SV-9",
                                   sv_partners_adjacent, SV, _off("partners", "no pairs without partners")),
    "sv_aces_low": Mutant("the ace ranks below the 2 in play", "SV-2.1", sv_aces_low, SV),
    "sv_play_counterclockwise": Mutant("play goes to the right within a trick", "SV-3.1, CD-7", sv_play_counterclockwise, SV),
    "sv_two_of_clubs_leads": Mutant("the holder of the 2 of clubs leads the first trick (Hartenjagen)", "SV-3.1, SV-1.3, R-SV-14",
                                    sv_two_of_clubs_leads, SV),
    "sv_follow_previous_card": Mutant("a player must follow the suit of the previous card, not of the card led", "SV-3.3",
                                      sv_follow_previous_card, SV),
    "sv_highest_rank_wins": Mutant("the highest card of any suit wins the trick", "SV-3.4", sv_highest_rank_wins, SV),
    "sv_lead_rotates": Mutant("the lead passes to the left each trick, not to the trick's winner", "SV-3.5", sv_lead_rotates, SV),
    "sv_follow_checked_before_holding": Mutant("a card not held that does not follow suit is refused E_MUST_FOLLOW_SUIT",
                                               "SV-12.1", sv_follow_checked_before_holding, SV),
    "sv_troef_first_lead_names_trump": Mutant("met Troef: the suit of the first card led is trump, not hearts", "SV-6.1",
                                              sv_troef_first_lead_names_trump, SV, _off("troef", "no trump without troef")),
    "sv_curse_in_first_round": Mutant("Cupid's Arrow: the first dealer curses a suit in the first round too", "SV-10.1, R-SV-11",
                                      sv_curse_in_first_round, SV, _off("cupids_arrow", "no curse without cupids_arrow")),
    "sv_hearts_never_cursed": Mutant("Cupid's Arrow: hearts may never be cursed (curse_hearts true ignored)", "SV-10.3, R-SV-11",
                                     _curse_refusal(lambda o: True), SV, _no_cupid_or(False, "curse_hearts false forbids hearts anyway")),
    "sv_curse_hearts_ignored": Mutant("Cupid's Arrow: hearts may be cursed under curse_hearts false", "SV-10.3, R-SV-11",
                                      _curse_refusal(lambda o: False), SV, _no_cupid_or(True, "curse_hearts true allows hearts anyway")),
    "sv_bids_before_curse": Mutant("Blind Love bids come before the curse, which is named just before the first lead",
                                   "SV-10.3, SV-3.1, R-SV-12", sv_bids_before_curse, SV,
                                   lambda o: None if o.get("cupids_arrow") is True and o.get("blind_love") is True
                                   else "the order of curse and bids needs both cupids_arrow and blind_love"),
    "sv_bids_may_not_total_hearts": Mutant("Blind Love: the dealer may not make the bids total the hearts in play (Boerenbridge)",
                                           "SV-7.1, R-SV-15", sv_bids_may_not_total_hearts, SV,
                                           _off("blind_love", "no bids without blind_love")),
}
