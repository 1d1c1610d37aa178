"""The chatbot's algebra fast path: KeywordAlgebraPromptClassifier, then IxAlgebraService's own answer.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.Core.Orchestration/Services/`:
`KeywordAlgebraPromptClassifier.cs` 22-38 (a keyword, or something shaped like a pitch-class set)
and `IxAlgebraService.cs` TryAnswerInternally (153-201): a Forte label looked up first (259-280),
then the sets the query holds (380-441: bracketed, then three or more separated, then compact
runs, each read by `PitchClassSet.TryParse` one character at a time), and the first operation
named, in GA's order: Z-relation (300-346), prime form, interval-class vector, Forte label, set
class. The course's host turns the external IX process off (`IX:External:Enabled` false), so this
is what answers; the grounding's source and revision come from the host's appsettings.json.
Sets, prime forms (the least of the 24 forms' ids), vectors and Forte's labels are
`engine.ga.atonal`'s. Patterns and texts: `data/chat_host.tsv`; the classifier's:
`data/predicates.tsv`. Main is assumed the same.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from ...music.pitch_class import OCTAVE
from ...music.set_class import prime_mask
from ..atonal.forte import forte_label, prime_form
from ..atonal.sets import PcSet, members, vector
from ..dotnet_text import is_blank, lower_invariant, trim, upper_invariant
from .data import contains_any, gates

PC_LETTERS = {"T": 10, "E": 11, "A": 10, "B": 11}  # PitchClass.TryParse (PitchClass.cs 256-269)
TWO_DIGIT_TOKENS = {"10": "T", "11": "E"}  # NormalizeToken (443-449)
MIN_SET_TEXT = 2  # TryParsePitchClassSet: shorter text is no set (435)
ICV_BASE = 12  # IntervalClassVectorId packs a vector in base 12 (IntervalClassVectorId.cs 5-15)


@dataclass(frozen=True)
class AlgebraAnswer:
    """IxAlgebraAnswer: the sentence, its query type, its facts, and the grounding's source and revision."""

    answer: str
    query_type: str  # "z-relation", "forte-lookup", ...
    facts: tuple[tuple[str, str], ...]  # in GA's insertion order
    source: str
    revision: str


def texts() -> dict:
    return texts_of("IxAlgebraService")


def texts_of(owner: str) -> dict:
    """An owner's patterns and texts in data/chat_host.tsv (IxAlgebraService, AlgebraIntent)."""
    return gates(owner, "chat_host.tsv")


def is_algebra_prompt(message: str) -> bool:
    """KeywordAlgebraPromptClassifier.IsAlgebraPrompt: an algebra word, or a set-shaped token."""
    g = gates("KeywordAlgebraPromptClassifier")
    if is_blank(message):
        return False
    return contains_any(lower_invariant(message), g["algebra_word"]) or bool(g["pitch_class_set"].search(message))


def answer(query: str) -> AlgebraAnswer | None:
    """TryAnswerInternally: GA's answer, or None where it has none (the orchestrator moves on).

    >>> answer("Are 0146 and 0137 z-related?").answer
    '[0,1,4,6] and [0,1,3,7] are Z-related: they share ICV <1 1 1 1 1 1> but have different prime forms.'
    >>> answer("What is Forte number 4-Z29").facts[1], answer("What is the prime form?")
    (('primeForm', '[0,1,3,7]'), None)
    """
    t = texts()
    lower = lower_invariant(query)
    if contains_any(lower, t["forte_word"]):
        found = forte_lookup(query)
        if found is not None:
            return found
    sets = pitch_class_sets(query)
    if not sets:
        return None
    if contains_any(lower, t["z_word"]):
        return z_relation(sets)
    if contains_any(lower, t["prime_form_word"]):
        return prime_form_answer(sets[0])
    if contains_any(lower, t["icv_word"]) or t["icv_pattern"].search(lower):
        return icv_answer(sets[0])
    if contains_any(lower, t["forte_word"]):
        return forte_answer(sets[0])
    if contains_any(lower, t["set_class_word"]):
        return set_class_answer(sets[0])
    return None


def pitch_class_sets(query: str) -> list[PcSet]:
    """ExtractPitchClassSets: the bracketed sets; else runs of three or more; else compact runs."""
    t = texts()
    for finder, tokenized in ((t["bracketed_set"], True), (t["separated_set"], True), (t["compact_set"], False)):
        found = [s for s in (parse_set(set_text(m.group(0)) if tokenized else m.group(0))
                             for m in finder.finditer(query)) if s is not None]
        if found:
            return found
    return []


def set_text(match: str) -> str:
    """The tokens of a matched set, 10 and 11 written T and E: "[0, 10, 11]" -> "0TE"."""
    tokens = (upper_invariant(trim(m.group(0))) for m in texts()["token"].finditer(match))
    return "".join(TWO_DIGIT_TOKENS.get(token, token) for token in tokens)


def parse_set(text: str) -> PcSet | None:
    """TryParsePitchClassSet: one pitch class per character, at least two characters.

    >>> members(parse_set("0146")), members(parse_set("1011")), parse_set("7"), parse_set("0x")
    ((0, 1, 4, 6), (0, 1), None, None)
    """
    text = upper_invariant(trim(text))
    if len(text) < MIN_SET_TEXT:
        return None
    mask = 0
    for char in text:
        pc = int(char) if char in "0123456789" else PC_LETTERS.get(char)
        if pc is None:  # a note name (Note.Chromatic.TryParse) never reaches here: the patterns admit none
            return None
        mask |= 1 << pc
    return mask


def prime(pc_set: PcSet) -> PcSet:
    """PitchClassSet.PrimeForm: the least id among the set's 24 transpositions and inversions."""
    return prime_mask(members(pc_set))


def format_set(pc_set: PcSet) -> str:
    """FormatSet: "[0,1,4,6]"."""
    return "[" + ",".join(str(pc) for pc in members(pc_set)) + "]"


@lru_cache(maxsize=None)
def icv_id(pc_set: PcSet) -> int:
    """IntervalClassVectorId.Value: the counts as base-12 digits, ic1 first."""
    value = 0
    for count in vector(pc_set):
        value = value * ICV_BASE + count
    return value


def icv_text(pc_set: PcSet) -> str:
    """The vector as GA prints it, decoded from its id: the aggregate's 12s do not survive.

    >>> icv_text(0b1010011), icv_text((1 << OCTAVE) - 1)
    ('<1 1 1 1 1 1>', '<1 1 1 1 0 6>')
    """
    value, digits = icv_id(pc_set), []
    for _ in range(6):
        value, digit = divmod(value, ICV_BASE)
        digits.append(digit)
    return "<" + " ".join(str(d) for d in reversed(digits)) + ">"


def created(template: str, query_type: str, facts: dict[str, str], **values: str) -> AlgebraAnswer:
    """CreateAnswer: the sentence, with the host's IX source and revision."""
    t = texts()
    return AlgebraAnswer(t[template][0].format(**values), query_type, tuple(facts.items()),
                         t["source"][0], t["revision"][0])


def forte_lookup(query: str) -> AlgebraAnswer | None:
    """TryAnswerForteLookup: "Forte 4-Z29 is the set class with prime form [0,1,3,7] (...)", or None."""
    match = texts()["forte_label"].search(query)
    found = prime_form(match.group(0)) if match else None
    if found is None:
        return None
    label, form, icv = match.group(0), format_set(found), icv_text(found)
    facts = {"forte": label, "primeForm": form, "intervalClassVector": icv, "catalog": texts()["forte_catalog"][0]}
    return created("forte_lookup_answer", "forte-lookup", facts, label=label, prime=form, icv=icv)


def z_relation(sets: list[PcSet]) -> AlgebraAnswer:
    """AnswerZRelation: two sets compared by vector and prime form; one set, its first partner."""
    if len(sets) >= 2:
        left, right = prime(sets[0]), prime(sets[1])
        related = vector(left) == vector(right) and left != right
        facts = {"left": format_set(left), "right": format_set(right), "leftIcv": icv_text(left),
                 "rightIcv": icv_text(right), "zRelated": str(related)}  # bool.ToString(): "True"
        return created("z_pair_answer" if related else "not_z_pair_answer", "z-relation", facts,
                       left=format_set(left), right=format_set(right), icv=icv_text(left))
    one = prime(sets[0])
    partner = z_partner(one)
    facts = {"input": format_set(one), "intervalClassVector": icv_text(one), "isZRelated": str(partner is not None)}
    if partner is None:
        return created("not_z_answer", "z-relation", facts, input=format_set(one))
    facts["partner"] = format_set(partner)
    return created("z_partner_answer", "z-relation", facts, input=format_set(one), partner=format_set(partner),
                   icv=icv_text(one))


@lru_cache(maxsize=None)
def z_partner(one: PcSet) -> PcSet | None:
    """The first set class (SetClass.Items: by size, then prime id) with the same vector and another prime."""
    size = one.bit_count()
    primes = sorted({prime(s) for s in range(1 << OCTAVE) if s.bit_count() == size})
    return next((p for p in primes if p != one and vector(p) == vector(one)), None)


def prime_form_answer(pc_set: PcSet) -> AlgebraAnswer:
    facts = {"input": format_set(pc_set), "primeForm": format_set(prime(pc_set))}
    return created("prime_form_answer", "prime-form", facts, input=facts["input"], prime=facts["primeForm"])


def icv_answer(pc_set: PcSet) -> AlgebraAnswer:
    facts = {"input": format_set(pc_set), "intervalClassVector": icv_text(pc_set),
             "intervalClassVectorId": str(icv_id(pc_set))}
    return created("icv_answer", "interval-class-vector", facts, input=facts["input"], icv=facts["intervalClassVector"])


def forte_answer(pc_set: PcSet) -> AlgebraAnswer:
    """AnswerForte: the label of the set's class (ForteCatalog delegates to CanonicalForteCatalog)."""
    label = forte_label(prime(pc_set))
    facts = {"input": format_set(pc_set), "primeForm": format_set(prime(pc_set)),
             "forte": label or texts()["forte_missing"][0]}
    template = "forte_answer" if label else "forte_missing_answer"
    return created(template, "forte", facts, input=facts["input"], forte=facts["forte"])


def set_class_answer(pc_set: PcSet) -> AlgebraAnswer:
    facts = {"input": format_set(pc_set), "primeForm": format_set(prime(pc_set)),
             "intervalClassVector": icv_text(prime(pc_set)),
             "forte": forte_label(prime(pc_set)) or texts()["forte_missing"][0]}
    return created("set_class_answer", "set-class-summary", facts, input=facts["input"], prime=facts["primeForm"],
                   icv=facts["intervalClassVector"], forte=facts["forte"])
