"""SetTheoryEquivalenceSkill: whether two pitch-class sets are equivalent under transposition, inversion or both.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/SetTheoryEquivalenceSkill.cs`:
ExecuteAsync (60-81) reads two sets with EquivalencePattern (47-49), else SetClassPattern (52-54;
both in `data/predicates.tsv`, the gates' patterns), and the relation from the optional "under"
group (NormalizeRelation, 209-216; none read is the set class). GA's greedy `\\s*` before that
optional group leaves it empty after "equivalent", and the model keeps it. TryParseSet (218-241)
reads each set: brackets and braces dropped, split at anything but ASCII digits, a lone run of
digits read one digit per pitch class, each number 0 to 11. Answer (83-190) compares the sets'
prime forms (TI, `prime_mask`: the least id of 24 forms) and their transpositions (T, 196-207)
and prints the verdict of the relation read (116-175). Texts: `data/atonal_texts.tsv`.

`verdicts` answers for whole arrays of pairs at once: a single question and lesson 24's sweep of
every pair go through it alike. On main (the course: only the refusal is marked `Declined`;
PitchClassSet was rewritten, with the same answers in every table) the answers are the pin's.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np

from ....errors import EngineError
from ...atonal import PcSet, icv_text, members, vector
from ....music.pitch_class import OCTAVE
from ....music.set_class import all_interval_class_vectors, all_prime_masks, all_transposition_masks
from ..data import gates
from ..responses import AgentResponse
from .atonal_texts import filled

SKILL = "SetTheoryEquivalenceSkill"
AGENT = "theory"  # AgentIds.Theory
ANSWERED, UNPARSED, DECLINED = "answer", "unparsed", "declined"
CONFIDENCE = {ANSWERED: 1.0, UNPARSED: 0.3, DECLINED: 0.1}  # lines 180, 252, 260
TRANSPOSITION, INVERSION, SET_CLASS = "transposition", "inversion", "ti"  # NormalizeRelation's answers
NOT_DIGITS = re.compile(r"[^0-9]+")  # TryParseSet's split, line 223
# Each relation's verdicts in Answer's order (116-175), by the text's name in atonal_texts.tsv
VERDICTS = ("T yes", "T inversion", "T z", "T no", "I both", "I yes", "I z", "I no", "TI yes", "TI z", "TI no")
OPERATIONS = {True: "pure transposition", False: "transposition combined with inversion"}  # line 164


@dataclass(frozen=True)
class Reading:
    """What the patterns read in a question: the two sets as written, and the relation."""

    a: str
    b: str
    relation: str


@dataclass(frozen=True)
class SetsAnswer:
    """The skill's answer: its kind, the sets as written and parsed, the relation, the verdict."""

    kind: str
    reading: Reading | None = None
    sets: tuple[PcSet, PcSet] | None = None
    at: str = "pin"

    @cached_property
    def verdict(self) -> str:
        """The name of the verdict Answer prints, e.g. "T inversion"; "" for no answer."""
        return VERDICTS[int(verdicts(self.reading.relation, *self.sets))] if self.kind == ANSWERED else ""

    @cached_property
    def text(self) -> str:
        if self.kind == DECLINED:
            return filled(SKILL, "refusal")
        if self.kind == UNPARSED:
            return filled(SKILL, "unparsed", a=self.reading.a, b=self.reading.b)
        return answer_text(self)

    @property
    def response(self) -> AgentResponse:
        """The AgentResponse GA returns."""
        return AgentResponse(AGENT, self.text, CONFIDENCE[self.kind], evidence(self),
                             declined=self.kind == DECLINED and self.at != "pin")


def reading(message: str | None) -> Reading | None:
    """The sets and relation the patterns read, or None where neither matches (ExecuteAsync, 64-73).

    >>> reading("Are pitch class sets 0,1,3 and 0,2,3 equivalent under transposition")  # "under" left unread
    Reading(a='0,1,3', b='0,2,3', relation='ti')
    >>> reading("are 0,1,3 and 0,2,3 the same set class under transposition").relation
    'transposition'
    """
    g = gates(SKILL)
    found = g["equivalence"].search(message or "") or g["set_class"].search(message or "")
    if found is None:
        return None
    relation = found.groupdict().get("rel")
    return Reading(found["a"], found["b"], normalize_relation(relation) if relation is not None else SET_CLASS)


def normalize_relation(raw: str) -> str:
    """NormalizeRelation: "transposition or inversion" is the set class, "t-i" inversion."""
    text = raw.strip().lower()
    if "transposition" in text and "inversion" in text:
        return SET_CLASS
    if "inversion" in text or text == "t-i":
        return INVERSION
    return TRANSPOSITION if "transposition" in text else SET_CLASS


def parse_set(raw: str) -> PcSet | None:
    """TryParseSet: the set written, or None (nothing read, or a number above 11).

    >>> [parse_set(x) for x in ("0,1,4", "[0 1 4]", "014", "0-1-4", "0,1,t", "0,1,12", "C,E,G")]
    [19, 19, 19, 19, 3, None, None]
    """
    if not raw.strip():
        return None
    tokens = [t for t in NOT_DIGITS.split(re.sub(r"[\[\]{}]", " ", raw)) if t]
    if len(tokens) == 1 and len(tokens[0]) > 1:
        tokens = list(tokens[0])  # "0146": one pitch class per digit
    numbers = [int(t) for t in tokens]  # a run too long for int.TryParse is above 11 as well
    if not tokens or any(n >= OCTAVE for n in numbers):
        return None
    return sum(1 << n for n in set(numbers))


def read(message: str | None, at: str = "pin") -> SetsAnswer:
    """ExecuteAsync, as data."""
    found = reading(message)
    if found is None:
        return SetsAnswer(DECLINED, at=at)
    a, b = parse_set(found.a), parse_set(found.b)
    if a is None or b is None:
        return SetsAnswer(UNPARSED, found, at=at)
    return SetsAnswer(ANSWERED, found, (a, b), at)


def answer(message: str | None, at: str = "pin") -> AgentResponse:
    """The skill's answer to a message."""
    return read(message, at).response


def verdicts(relation: str, a, b) -> np.ndarray:
    """The index in VERDICTS of Answer's verdict for each pair of sets (ids, or arrays of ids that broadcast)."""
    a, b = np.asarray(a), np.asarray(b)
    t_form, ti_form = all_transposition_masks(), all_prime_masks()
    same_t, same_ti, same_icv = t_form[a] == t_form[b], ti_form[a] == ti_form[b], vector_ids()[a] == vector_ids()[b]
    first = VERDICTS.index({TRANSPOSITION: "T yes", INVERSION: "I both", SET_CLASS: "TI yes"}[relation])
    if relation == SET_CLASS:  # yes (either operation), Z, no
        return np.where(same_ti, first, np.where(same_icv, first + 1, first + 2))
    yes = same_t if relation == TRANSPOSITION else same_t & same_ti
    return np.where(yes, first, np.where(same_ti, first + 1, np.where(same_icv, first + 2, first + 3)))


def phrasing_verdicts(phrasing: str, written: list[str]) -> np.ndarray:
    """Every ordered pair of the sets written, asked in one phrasing ("{a}" and "{b}" stand for the two sets):
    the verdict index of each pair (rows the first set), as `read` answers each of those questions.

    The phrasing is read once: that the patterns take each set whole, as the first set and as the
    second, with the same relation, is checked for every set written; a phrasing where they do not
    raises rather than answer for pairs it does not read that way.
    """
    def asked(a: str, b: str) -> Reading | None:
        return reading(phrasing.replace("{a}", a).replace("{b}", b))
    first = asked(written[0], written[0])
    sets = np.array([parse_set(x) if parse_set(x) is not None else -1 for x in written])
    whole = first is not None and all(asked(x, written[0]) == Reading(x, written[0], first.relation)
                                      and asked(written[0], x) == Reading(written[0], x, first.relation) for x in written)
    if not whole or (sets < 0).any():
        raise EngineError(f"{SKILL}: the phrasing {phrasing!r} does not read every set written whole; ask each question")
    return verdicts(first.relation, sets[:, None], sets[None, :])


@lru_cache(maxsize=1)
def vector_ids() -> np.ndarray:
    """Each set's interval-class vector as one number, for comparing vectors of many sets at once."""
    icvs = all_interval_class_vectors().astype(np.int64)
    return (icvs * (13 ** np.arange(6))).sum(axis=1)


def shown(raw: str) -> str:
    """Format(string): the set as written, without its outer brackets or braces."""
    return raw.strip().strip("[]{}").strip()


def braces(pc_set: PcSet) -> str:
    return "{" + ",".join(map(str, members(pc_set))) + "}"


def answer_text(a: SetsAnswer) -> str:
    """Answer's markdown (lines 109-175), each line ended by AppendLine's newline."""
    first, second = a.sets
    prime_a, prime_b = (int(all_prime_masks()[s]) for s in a.sets)
    verdict = filled(SKILL, a.verdict, operation=OPERATIONS[bool(all_transposition_masks()[first]
                                                                 == all_transposition_masks()[second])])
    lines = ["## Set comparison", "",
             f"- **Set A** `{shown(a.reading.a)}` → ICV `{icv_text(vector(first))}`, prime form `{braces(prime_a)}`",
             f"- **Set B** `{shown(a.reading.b)}` → ICV `{icv_text(vector(second))}`, prime form `{braces(prime_b)}`",
             "", verdict]
    return "\n".join(lines) + "\n"


def evidence(a: SetsAnswer) -> tuple[str, ...]:
    """The answer's Evidence (lines 182-188, 253, 261)."""
    if a.kind == DECLINED:
        return ("SetTheoryEquivalenceSkill: no recognised pattern",)
    if a.kind == UNPARSED:
        return ("SetTheoryEquivalenceSkill: PC-set parse failed",)
    first, second = a.sets
    lines = [f"Set {name} ICV: {icv_text(vector(s))}, prime form: {braces(int(all_prime_masks()[s]))}"
             for name, s in (("A", first), ("B", second))]
    same = bool(all_prime_masks()[first] == all_prime_masks()[second])
    return ("Source: SetTheoryEquivalenceSkill (PitchClassSet → SetClass.PrimeForm comparison)", *lines,
            f"Equivalent (same set class): {same}")  # C#'s bool prints True / False
