"""Lesson 23, "Harmonic distance and path": GrothendieckDeltaSkill and IcvShortestPathSkill, asked directly.

The probe (the course's IcvDeltaPathProbe.cs) asks both skills GA's phrasings for them and the
routing hints they fire, compares the chords they build with lesson 22's skill, asks the delta
skill every ordered pair of 192 chords, and follows the paths the path skill finds. Like the
course, it reads the skills' markdown answers back. Main asks the same.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from ..ga.atonal import COST_PER_STEP, ITEMS, forte_label, icv_text, members, vector
from ..ga.atonal.grothendieck import PATH_RADIUS
from ..ga.routing import BOOST, ChatbotHost, hinted_intents, routing_deltas
from ..ga.routing.skills import grothendieck_delta as delta_skill
from ..ga.routing.skills import icv_neighbors as neighbors_skill
from ..ga.routing.skills import icv_shortest_path as path_skill
from ..ga.routing.skills.icv_chords import chord_set
from ..ga.routing.skills.atonal_texts import filled
from ..ga.routing.skills.atonal_texts import phrasings as doc_phrasings
from ..music.pitch_class import SHARP_NAMES, bitmask
from ..music.set_class import all_interval_class_vectors, icv_distance
from ..pictures.icv_bars import delta_bars_svg
from ..pictures.pc_path import path_clocks_svg
from ..music.spelling import pretty
from ..panel import Ask, Choice, Option, Panel, answer_lines
from ..table import Column, ForReader, Join, Line, Numbers, Quote, Table, grid, per, phrase
from . import said_at
from .l22 import CHORDS, QUALITIES, notes, slug
from .notes import pitch_classes

TITLE = "Harmonic distance and path"
DELTA, PATH = "skill.grothendieckdelta", "skill.icvshortestpath"
SKILLS = {"delta": ("GrothendieckDeltaSkill", DELTA), "path": ("IcvShortestPathSkill", PATH)}
PAIRS = (  # each pair in a question for one skill, with the notes a textbook gives its two chords
    ("harmonic distance from C major to F major", (0, 4, 7), (5, 9, 0)),
    ("harmonic distance from C to A minor", (0, 4, 7), (9, 0, 4)),
    ("harmonic distance from Cmaj7 to a G7", (0, 4, 7, 11), (7, 11, 2, 5)),
    ("harmonic distance between CM7 and G7", (0, 4, 7, 11), (7, 11, 2, 5)),
    ("harmonic distance from C° to C+", (0, 3, 6), (0, 4, 8)),
    ("shortest path from C major to F major", (0, 4, 7), (5, 9, 0)),
    ("shortest route from C to A minor", (0, 4, 7), (9, 0, 4)),
    ("shortest path from C to a G", (0, 4, 7), (7, 11, 2)),
    ("shortest path from CM7 to G7", (0, 4, 7, 11), (7, 11, 2, 5)),
)
ASKED_DELTA = "harmonic distance from {a} to {b}"
ASKED_PATH = "shortest path from {a} to {b}"
MORE_PATHS = (("C", "C"), ("C", "Cm"), ("Cdim7", "Cmaj7"), ("Caug", "C"))
SAME_CHORD = (("C", "C"), ("Cmaj7", "Cmaj7"))
PLUS_IC1 = "[+1, 0, 0, 0, 0, 0]"  # FromIcVs' answer to two equal vectors
CHROMATIC = "more chromatic color"  # InterpretDelta's first rule
SEARCH_DEPTH = 4  # the course's count of sets expanded: a set 5 moves out is reached, never expanded


@dataclass(frozen=True, eq=False)
class Lesson23:
    """GA at one revision, as lesson 23 asks it: the chatbot host and its two skills for a pair of chords."""

    at: str
    host: ChatbotHost

    def ask(self, skill: str, message: str) -> "Reading":
        """A skill's answer to a message, read back as the course reads it."""
        return read(ask(skill, message, self.at).text)

    def prompts(self, skill: str) -> tuple[str, ...]:
        return self.host.intent(SKILLS[skill][1]).prompts

    def can_handle(self, skill: str, message: str) -> bool:
        return next(s for s in self.host.skills if s.type_name == SKILLS[skill][0]).can_handle(message)


def model(at: str) -> Lesson23:
    return Lesson23(at, ChatbotHost(at))


@lru_cache(maxsize=4096)
def ask(skill: str, message: str, at: str):
    """The skill's answer (GA's model), asked once per message: a question that finds no path searches hundreds of sets."""
    return (delta_skill if skill == "delta" else path_skill).read(message, at)


# ---- Reading the answers, as the course does ----

@dataclass(frozen=True)
class Reading:
    """An answer as the course reads it: its kind, the pair its bold head names, its lines."""

    kind: str  # "answer", "unparsed" or "declined"
    a: str | None
    b: str | None
    lines: tuple[str, ...]

    @property
    def says(self):
        if self.kind == "answer":
            return f"{self.a} → {self.b}"
        return phrase("can't parse") if self.kind == "unparsed" else phrase("declined")

    def value(self, label: str) -> str:
        """The value after a line's label: "- **L1 norm** (Manhattan): **2**" gives "2"."""
        line = next(line for line in self.lines if line.startswith(label))
        return [part for part in line.split("**") if part.strip()][-1].strip("` :")


HEADS = ("**Grothendieck delta ", "**Shortest harmonic path ")


def read(text: str) -> Reading:
    """The course's Read: the kind from the answer's first words, the pair from its bold head."""
    lines = tuple(line.rstrip("\r") for line in text.split("\n"))
    if text.startswith("I couldn't parse"):
        return Reading("unparsed", None, None, lines)
    head = next((h for h in HEADS if text.startswith(h)), None)
    if head is None:
        return Reading("declined", None, None, lines)
    a, b = text[len(head):text.index("**", 2)].split(" → ")[:2]
    return Reading("answer", a, b, lines)


def built(skill_module, token: str | None) -> tuple[int, ...] | None:
    """The set a skill's TryBuildPcSet builds for a token, its pitch classes ascending (PitchClassSet order)."""
    pcs = skill_module.build(token) if token is not None else None
    return None if pcs is None else members(bitmask(pcs))


# ---- The questions ----

def the_skills(ga: Lesson23) -> Table:
    "The skills' constants: figures for the prose, no printed table."
    return Table(None, figures={
        "max_steps": path_skill.MAX_STEPS, "radius": PATH_RADIUS, "cost_per_step": COST_PER_STEP, "pc_sets": len(ITEMS),
        "refusal_confidence": delta_skill.CONFIDENCE[delta_skill.DECLINED],
        "refusal_declined_on_main": delta_skill.answer("", ga.at).declined and path_skill.answer("", ga.at).declined,
    })


def phrasings_asked(ga: Lesson23) -> list[tuple[str, str, str]]:
    """(prompt, skill, from): each skill's anchors, then its doc comment's phrasings and its refusal's."""
    asked = [(p, skill, "anchor") for skill in SKILLS for p in ga.prompts(skill)]
    for skill, (skill_class, _) in SKILLS.items():
        asked += [(p, skill, "doc comment") for p in doc_phrasings(skill_class)]
        asked += [(p, skill, "refusal") for p in quoted(filled(skill_class, "refusal"))]
    return asked


def quoted(text: str) -> list[str]:
    """The phrasings a refusal suggests, in double quotes."""
    return text.split('"')[1::2]


def phrasings(ga: Lesson23) -> Table:
    "Both skills' example prompts and GA's other phrasings for them: what each skill answers, which hints fire."
    rows, figures = [], {}
    for prompt, skill, source in phrasings_asked(ga):
        other = "path" if skill == "delta" else "delta"
        rows.append((prompt, phrase(skill), phrase(source), ga.ask(skill, prompt).says, ga.ask(other, prompt).says,
                     hints(prompt)))
    lines = [grid([("prompt", 48), ("skill", 7), Column("from", 13, heading="source"), ("its answer", 16),
                   ("the other's", 16), (phrase("routing hints, {boost:+.2f} each", boost=BOOST), 0)], rows)]
    for skill, (skill_class, intent) in SKILLS.items():
        other = "path" if skill == "delta" else "delta"
        anchors = ga.prompts(skill)
        counts = {"anchors": len(anchors), "answered": sum(ga.ask(skill, p).kind == "answer" for p in anchors),
                  "hinted": sum(intent in routing_deltas(p) for p in anchors),
                  "other_answers": sum(ga.ask(other, p).kind == "answer" for p in anchors),
                  "can_handle": sum(ga.can_handle(skill, p) for p in anchors)}
        declined = [p for p in anchors if ga.ask(skill, p).kind == "declined"]
        figures |= per(skill, **counts, declined=len(declined), declined_prompts=" / ".join(declined),
                       hinted_to_transpose=sum("skill.transpose" in routing_deltas(p) for p in anchors))
        lines.append(phrase("{skill}: anchors {anchors}, answered {answered}, hinted toward {intent} {hinted}; "
                            "the other skill answers {other_answers} of them; CanHandle accepts {can_handle}",
                            skill=skill_class, intent=intent, **counts))
    others = [(p, skill) for p, skill, source in phrasings_asked(ga) if source != "anchor"]
    figures |= {"others": len(others), "others_answered": sum(ga.ask(s, p).kind == "answer" for p, s in others),
                "others_declined": " / ".join(p for p, s in others if ga.ask(s, p).kind == "declined"), "boost": BOOST}
    return Table(phrase("GrothendieckDeltaSkill's and IcvShortestPathSkill's example prompts and GA's other "
                        "phrasings for them, {where}", where=said_at(ga.at)), lines, figures)


def chords_read(ga: Lesson23) -> Table:
    "The chords the two skills build, against lesson 22's skill, and the pairs they read in a question."
    tokens = list(dict.fromkeys([chord[0] for chord in CHORDS] + ["C" + q for q in QUALITIES]))  # lesson 22's tokens
    alike = sum(built(neighbors_skill, t) == built(delta_skill, t) == built(path_skill, t) for t in tokens)
    rows, figures = [], {"tokens": len(tokens), "alike": alike}
    for prompt, a, b in PAIRS:
        skill = "path" if prompt.startswith("shortest") else "delta"
        module = path_skill if skill == "path" else delta_skill
        answer = ga.ask(skill, prompt)
        first, second = built(module, answer.a), built(module, answer.b)
        right = first == tuple(sorted(a)) and second == tuple(sorted(b))
        rows.append((prompt, phrase(skill), answer.says, pitch_classes(first) if first else "-",
                     pitch_classes(second) if second else "-", right))
        figures |= per(f"{skill}.{pair_key(prompt)}", read_as=answer.says if answer.kind == "answer" else "",
                       first_built=notes(first) if first else "", second_built=notes(second) if second else "",
                       right=right)
    figures |= {"pairs": len(PAIRS), "right": sum(r[-1] for r in rows),
                "declined": sum(ga.ask("path" if p.startswith("shortest") else "delta", p).kind == "declined"
                                for p, _, _ in PAIRS)}
    return Table(phrase("The chords the two skills read, {where}", where=said_at(ga.at)),
                 [Line("chord tokens {tokens}: built alike by IcvNeighborsSkill, GrothendieckDeltaSkill and "
                       "IcvShortestPathSkill {alike}"),
                  grid([Column("prompt", 42), Column("skill", 7), Column("read as", 12),
                        Column("first built", 14, heading="the pitch classes GA builds for the first chord"),
                        Column("second built", 14, heading="the pitch classes GA builds for the second chord"),
                        Column("right", 0)], rows)], figures)


def deltas(ga: Lesson23) -> Table:
    "The deltas the skill gives its own pairs both ways, and every ordered pair of 192 chords."
    answered = [r for r in (ga.ask("delta", p) for p in ga.prompts("delta")) if r.kind == "answer"]
    pairs = [pair for r in answered for pair in ((r.a, r.b), (r.b, r.a))] + list(SAME_CHORD)
    rows, figures = [], {}
    for a, b in pairs:
        answer = ga.ask("delta", ASKED_DELTA.format(a=a, b=b))
        va, vb = (vector(bitmask(delta_skill.build(t))) for t in (a, b))
        said = [answer.value(label) for label in DELTA_LABELS]
        rows.append(delta_row(a, b, answer))
        figures |= per(f"{slug(a)}_{slug(b)}", l1=icv_distance(va, vb), delta=said[0], ga_l1=int(said[1]),
                       cost=said[3], reading=reading_of(said[4]))
    figures |= sweep(ga) | {"plus_ic1": PLUS_IC1, "one": 1, "chromatic": CHROMATIC,
                            "arrow_garbled": all("\u00e2\u2020\u2019" in r[-1].text for r in rows)}
    pictured = [ga.ask("delta", ASKED_DELTA.format(a=a, b=b)) for a, b in (("Cmaj7", "G7"), ("C", "G"))]
    pictures = {f"{slug(r.a)}_{slug(r.b)}": delta_picture(r) for r in pictured}
    return Table(phrase("The deltas GrothendieckDeltaSkill gives, {where}", where=said_at(ga.at)),
                 [grid(DELTA_COLUMNS, rows),
                  Line("ordered pairs {pairs}: with the same vector {same}, answered L1 {one} {same_l1_one}, delta "
                       "{plus_ic1} {same_plus_ic1}; with different vectors {different}, L1 right {different_right}"),
                  Line('pairs with different vectors {unordered}: "{chromatic}" both ways {chromatic_both}')],
                 figures, pictures)


DELTA_LABELS = ("- **Δ (signed)**", "- **L1 norm**", "- **L2 norm**", "- **Harmonic cost**", "**Interpretation**")
DELTA_COLUMNS = [("pair", 16), ("first vector", 15), ("second vector", 15), (phrase("L1"), 6), ("the skill's delta", 22),
                 (phrase("L1"), 4), (phrase("L2"), 7), ("cost", 6), ("its interpretation", 0)]


def delta_row(a: str, b: str, answer: Reading) -> tuple:
    """A pair's row: the two chords' vectors and the L1 between them, then what the skill's answer says of them."""
    va, vb = (vector(bitmask(delta_skill.build(t))) for t in (a, b))
    said = [answer.value(label) for label in DELTA_LABELS]
    return (f"{a} → {b}", icv_text(va), icv_text(vb), icv_distance(va, vb), Quote(said[0]), Numbers(said[1]),
            Numbers(said[2]), Numbers(said[3]), Quote(said[4]))


def reading_of(interpretation: str) -> str:
    """The reading after the interpretation's arrow: "more chromatic color"."""
    return interpretation.rpartition("\u00e2\u2020\u2019 ")[2]


def sweep(ga: Lesson23) -> dict:
    """Every ordered pair of the 192 chords of 12 roots and 16 qualities, asked of the delta skill.

    The lines the course reads (the delta, the L1 norm, the interpretation) hold no chord name, so
    answers with one delta read alike: each delta's text is read once.
    """
    chords = [name + q for q in QUALITIES for name in SHARP_NAMES]
    icvs = np.array([vector(chord_set(c)) for c in chords])
    real = np.abs(icvs[:, None, :] - icvs[None, :, :]).sum(axis=2).tolist()  # the L1 of the chords asked
    readings: dict = {}
    same = same_one = same_plus = different = different_right = 0
    chromatic = {}
    for i, a in enumerate(chords):
        for j, b in enumerate(chords):
            answer = delta_skill.read(ASKED_DELTA.format(a=a, b=b), ga.at)
            key = answer.delta.changes
            if key not in readings:
                reading = read(answer.text)
                readings[key] = (int(reading.value("- **L1 norm**")), reading.value("- **Δ (signed)**"),
                                 reading.value("**Interpretation**").endswith(CHROMATIC))
            l1, signed, is_chromatic = readings[key]
            if real[i][j] == 0:
                same, same_one, same_plus = same + 1, same_one + (l1 == 1), same_plus + (signed == PLUS_IC1)
            else:
                different, different_right = different + 1, different_right + (l1 == real[i][j])
                chromatic[(a, b)] = is_chromatic
    unordered = [(a, b) for a, b in chromatic if a < b]  # string.CompareOrdinal
    return {"pairs": len(chords) ** 2, "chords": len(chords), "same": same, "same_l1_one": same_one,
            "same_plus_ic1": same_plus, "different": different, "different_right": different_right,
            "unordered": len(unordered),
            "chromatic_both": sum(chromatic[(a, b)] and chromatic[(b, a)] for a, b in unordered)}


def delta_picture(reading: Reading) -> str:
    first, second = (vector(bitmask(delta_skill.build(t))) for t in (reading.a, reading.b))
    return delta_bars_svg(reading.a, reading.b, first, second, reading.value("- **Δ (signed)**"))


def paths(ga: Lesson23) -> Table:
    "The paths the skill finds for its own pairs and four more, read back from its answers."
    prompts = [p for p in ga.prompts("path") if ga.ask("path", p).kind == "answer"]
    prompts += [ASKED_PATH.format(a=a, b=b) for a, b in MORE_PATHS]
    rows, figures, lost = [], {}, []
    for prompt in prompts:
        answer = ga.ask("path", prompt)
        sets = path_of(answer)
        moves = list(zip(sets, sets[1:]))
        first, second = (bitmask(path_skill.build(t)) for t in (answer.a, answer.b))
        l1s = [icv_distance(vector(m), vector(n)) for m, n in moves]
        common = [len(set(members(m)) & set(members(n))) for m, n in moves]
        rows.append((f"{answer.a} → {answer.b}", f"{first.bit_count()}, {second.bit_count()}", Quote(says_of(answer)),
                     len(moves), ",".join(map(str, l1s)) or "-", ",".join(map(str, common)) or "-", l1s.count(0)))
        figures |= per(f"{slug(answer.a)}_{slug(answer.b)}", sets=len(sets), moves=len(moves), says=says_of(answer),
                       first_size=first.bit_count(), second_size=second.bit_count(),
                       same_vector_moves=l1s.count(0), common=",".join(map(str, common)))
        if not sets:
            lost.append((f"{answer.a} → {answer.b}", first))
    lines = [grid([("pair", 16), ("notes", 7), ("the answer says", 38), ("moves", 6), (phrase("L1 per move"), 12),
                   ("common notes", 14), ("same vector", 0)], rows)]
    for pair, source in lost:
        size = source.bit_count()
        found = {"pair": pair, "expanded": expanded(source), "of_size": sum(s.bit_count() == size for s in ITEMS),
                 "size": size, "sets": len(ITEMS)}
        lines.append(phrase('before "No path" for {pair}: sets expanded {expanded} of the {of_size} of {size} notes, '
                            'each a scan of the {sets} sets', **found))
        figures |= per(pair_slug(pair), expanded=found["expanded"], of_size=found["of_size"])
    first_prompt = ga.prompts("path")[0]
    first = ga.ask("path", first_prompt)
    path = path_of(first)
    lines += [phrase('the path for "{prompt}":', prompt=first_prompt), grid(
        [Column("", 14, heading="set"), Column("", 14, heading="its pitch classes"), Column("", 6, heading="Forte"),
         Column("", 14, heading="vector"), Column("", 0, heading="the move to it")],
        [(f"  {braces(members(s))}", pitch_classes(members(s)), forte_label(s), icv_text(vector(s)),
          phrase("L1 {l1}, common notes {common}", l1=icv_distance(vector(p), vector(s)),
                 common=len(set(members(p)) & set(members(s)))) if p is not None else "")
         for p, s in zip([None, *path], path)], header=False)]
    figures |= {"no_path": len(lost), "anchors_without_path": sum(not path_of(ga.ask("path", p)) for p in prompts
                                                                  if p in ga.prompts("path")),
                "first_prompt": first_prompt, "between": " / ".join(notes(members(s)) for s in path[1:-1]),
                "between_forte": " / ".join(forte_label(s) for s in path[1:-1])}
    pictures = {"cmaj7_g7": path_clocks_svg(
        [(braces(members(s)), members(s), forte_label(s), icv_text(vector(s))) for s in path], first.says)}
    return Table(phrase("The paths IcvShortestPathSkill finds, {where}", where=said_at(ga.at)), lines, figures, pictures)


def path_of(answer: Reading) -> list[int]:
    """The sets of the answer's table, in its order: the pitch classes between its first backticks."""
    sets = [line.split("`")[1].strip("{}") for line in answer.lines if line.startswith("| ") and "`{" in line]
    return [bitmask(int(p) for p in s.split(",")) for s in sets]


def says_of(answer: Reading) -> str:
    """What the answer says of its path: "4 steps total (3 intermediate moves)", or "No path found within 5 steps"."""
    total = next((line for line in answer.lines if line.startswith("- **") and "total" in line), None)
    if total is not None:
        return total.replace("- **", "").replace("**", "").rstrip(".")
    return next(line for line in answer.lines if line.startswith("No path")).split(".")[0]


def expanded(source: int) -> int:
    """The course's count of the sets the search expands before "No path": every set of the source's size
    within four moves of it, a move joining two sets of one size whose vectors are at most 2 apart."""
    sets = [s for s in ITEMS if s.bit_count() == source.bit_count()]
    near = near_by_size(source.bit_count())
    depth, queue = {source: 0}, deque([source])
    while queue:
        current = queue.popleft()
        if depth[current] == SEARCH_DEPTH:
            continue
        for following in near[sets.index(current)]:
            if following not in depth:
                depth[following] = depth[current] + 1
                queue.append(following)
    return len(depth)


@lru_cache(maxsize=None)
def near_by_size(size: int) -> tuple[tuple[int, ...], ...]:
    """For each set of one size (in id order), the sets of that size whose vectors lie within 2 of its own."""
    sets = np.array([s for s in ITEMS if s.bit_count() == size])
    icvs = all_interval_class_vectors()[sets].astype(np.int16)
    close = np.abs(icvs[:, None, :] - icvs[None, :, :]).sum(axis=2) <= PATH_RADIUS
    return tuple(tuple(int(s) for s in sets[row]) for row in close)


def hints(prompt: str):
    """The intents whose routing hint fires on the prompt, in ordinal order, or "none"."""
    found = hinted_intents(prompt)
    return Join(", ", tuple(found)) if found else ForReader(phrase("none"), phrase("no hint"))


def braces(pcs) -> str:
    return "{" + ",".join(map(str, pcs)) + "}"


def pair_key(prompt: str) -> str:
    """A prompt of the chords table in figure names: its two chords, "from C to A minor" -> "c_a_minor"."""
    words = prompt.replace(" between ", " from ").replace(" and ", " to ").split(" from ")[1]
    return "_".join(slug(w) for w in words.split(" to "))


def pair_slug(pair: str) -> str:
    """"Am → D7" -> "am_d7"."""
    return "_".join(slug(c) for c in pair.split(" → "))


# ---- Try another: the delta between the reader's two chords (engine.panel) ----

def delta_answer(pick: tuple[str, str, str], replies) -> Table:
    "The reader's pair of chords asked of the delta skill: its answer read as the deltas table reads it."
    first, root, quality = pick
    second = root + quality
    answer = read(replies[0].result)
    parts = [grid(DELTA_COLUMNS, [delta_row(first, second, answer)])] if answer.kind == "answer" else \
        answer_lines(replies[0].result)
    return Table(phrase("GrothendieckDeltaSkill, asked {question}", question=Quote(ASKED_DELTA.format(a=first, b=second))),
                 parts)


PANEL_QUALITIES = QUALITIES[:8]  # the triads and the seventh chords: major, m, dim, aug, 7, m7, maj7, m7b5

PANELS = [
    Panel("deltas", (Choice("first", "the first chord", tuple(Option("C" + q, "C" + q) for q in PANEL_QUALITIES)),
                     Choice("root", "the second chord's root", tuple(Option(r, pretty(r)) for r in SHARP_NAMES)),
                     Choice("quality", "the second chord's quality", tuple(Option(q, q or phrase("major"))
                                                                           for q in PANEL_QUALITIES))),
          lambda first, root, quality: (Ask("GrothendieckDeltaSkill", ASKED_DELTA.format(a=first, b=root + quality)),),
          delta_answer, ("Cmaj7", "G", "7"), compare=True,
          part=phrase("The first chord's root is C, and both are triads or seventh chords (the sweep asks {qualities} "
                      "qualities): a delta compares interval-class vectors, which moving a chord to another root does "
                      "not change, so C's deltas are every root's.", qualities=len(QUALITIES))),
]


QUESTIONS = [the_skills, phrasings, chords_read, deltas, paths]
