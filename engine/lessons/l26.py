"""Lesson 26, "The modes catalog": ModesSkill and GA's Modes.yaml, against a textbook's modes and formulas.

The probe (the course's Lesson26.cs) checks every mode of the 26 families ModesSkill answers from
against its family's first mode played from its degree, the formula the skill computes from each
mode's notes against a textbook's, the mode names Modes.yaml writes against those ModesConfig
reads, then asks the skill for each mode by its names, and its example prompts. The course runs
it at the pin only: ModesSkill, Modes.yaml and their loaders are the same files on main.
"""
from __future__ import annotations

import re
from collections import Counter

from ..ga.dotnet_text import lower_invariant, utf16_length, utf16_prefix
from ..ga.modes import ModalFamily, modal_families, modes_yaml
from ..ga.routing import ChatbotHost
from ..ga.routing.skills import can_handle
from ..ga.routing.skills.modes import aliases_of, find_mode, tonal_families
from ..ga.routing.skills.modes_answers import formula_from_notes
from ..music.scales import HEPTATONIC, degree_of, formula, letter_formula, rotation, spell_on_c
from ..music.spelling import note_pc, pretty
from ..panel import Ask, Choice, Option, Panel, answer_lines
from ..pictures.drawings import mode_wheel
from ..pictures.mode_wheels import Wheel
from ..table import Cell, ForReader, Join, Line, Notes, Quote, Table, grid, per, phrase

TITLE = "The modes catalog"
REVISIONS = ("pin",)
SKILL = "ModesSkill"
PARENTS = {  # a textbook's first mode of each family, in semitones above C (the course's Parents)
    "Major Scale": (0, 2, 4, 5, 7, 9, 11), "Harmonic Minor": (0, 2, 3, 5, 7, 8, 11),
    "Melodic Minor": (0, 2, 3, 5, 7, 9, 11), "Major Pentatonic": (0, 2, 4, 7, 9), "Whole Tone": (0, 2, 4, 6, 8, 10),
    "Diminished": (0, 1, 3, 4, 6, 7, 9, 10), "Blues Scale": (0, 3, 5, 6, 7, 10), "Chromatic": tuple(range(12)),
    "Perfect Fourth": (0, 5), "Major Third": (0, 4), "Minor Third": (0, 3), "Major Second": (0, 2),
    "Minor Second": (0, 1), "All Interval Tetrachord": (0, 1, 4, 6), "Harmonic Major": (0, 2, 4, 5, 7, 8, 11),
    "Double Harmonic": (0, 1, 4, 5, 7, 8, 11), "Neapolitan Minor": (0, 1, 3, 5, 7, 8, 11),
    "Neapolitan Major": (0, 1, 3, 5, 7, 9, 11), "Dominant Bebop": (0, 2, 4, 5, 7, 9, 10, 11),
    "Major Bebop": (0, 2, 4, 5, 7, 8, 9, 11), "Prometheus": (0, 2, 4, 6, 9, 10), "Enigmatic": (0, 1, 4, 6, 8, 10, 11),
    "Hungarian Major": (0, 3, 4, 6, 7, 9, 10), "Hirajoshi": (0, 2, 3, 7, 8), "In Sen": (0, 1, 5, 7, 10),
    "Diminished (Octatonic)": (0, 2, 3, 5, 6, 8, 9, 11), "Augmented (Hexatonic)": (0, 3, 4, 7, 8, 11),
}
FIRST_LINES = ("What is Ultralocrian?", "What is Altered?", "What is Major Locrian?", "What is Major Pentatonic?",
               "What is Dominant Bebop?", "What is Perfect Fourth?")
ASKED = "What is {name}?"
CHORD_OR_TRIAD = re.compile(r"\b(?:Chord|Triad) Family$")  # a chord's family by its name, word for word
WRITTEN_NAME = re.compile(r"^      - Name: (?P<name>.+)$")  # the course's raw reading of a mode's name
SINGLE_MODE = re.compile(r"^\*\*(?P<mode>.+?)\*\* is mode (?P<degree>\d+) of the \*\*(?P<family>.+?)\*\* family")
ONE_FAMILY = re.compile(r"^The \*\*(?P<family>.+?)\*\* family has")
CUT = 70  # the course cuts an answer longer than this to its first 69 characters and an ellipsis
OWN, OTHER, NONE = "own", "other", "none"  # a mode k is mode 1 from degree k, from another degree, or from none


def model(at: str) -> ChatbotHost:
    return ChatbotHost(at)


def label(family: ModalFamily) -> str:
    """A family as the course names it: "Harmonic Minor Family" is "Harmonic Minor"."""
    return family.name.replace(" Family", "")


def pcs(notes: str) -> tuple[int, ...]:
    """The pitch classes of a mode's notes, in the catalog's order."""
    return tuple(note_pc(t) for t in notes.split(" ") if t)


def tokens(notes: str) -> tuple[str, ...]:
    return tuple(t for t in notes.split(" ") if t)


def spelled(scale: tuple[int, ...]) -> Cell:
    """A scale on C as the course writes it: one letter per degree for seven notes, else its semitones."""
    if len(scale) == HEPTATONIC:
        names = spell_on_c(scale)
        return Notes(" ".join(names), " ".join(pretty(n) for n in names))
    return phrase("semitones {semitones}", semitones=" ".join(map(str, scale)))


def first_line(ga: ChatbotHost, prompt: str) -> str:
    return ga.call_skill(SKILL, prompt).result.split("\n")[0]


def answered(line: str) -> Cell:
    """What a first line answers: a mode ("Lydian (Major Scale 4)"), a family, or the line itself."""
    mode, family = SINGLE_MODE.match(line), ONE_FAMILY.match(line)
    if mode:
        return f"{mode['mode']} ({mode['family']} {mode['degree']})"
    return phrase("the {family} family", family=family["family"]) if family else Quote(line)


def catalog(ga: ChatbotHost) -> Table:
    "The families ModesSkill answers from, and whether each mode k is its family's first mode from degree k."
    families = tonal_families()
    rows, off, wheels, tally, named = [], [], {}, Counter(), {OTHER: [], "unordered": [], "doubled": []}
    per_family = {}
    for family in families:
        first = pcs(family.modes[0].notes)
        problems, own, marks = [], 0, []
        for k, mode in enumerate(family.modes, 1):
            notes, issues = pcs(mode.notes), []
            found = OWN if rotation(first, k) == tuple(sorted(notes)) else OTHER if degree_of(first, notes) else NONE
            tally[found] += 1
            if found == OTHER:
                issues.append(phrase("mode {first} from degree {degree}", first=1, degree=degree_of(first, notes)))
            elif found == NONE:
                issues.append(phrase("mode {first} from no degree; from degree {k}: {notes}", first=1, k=k,
                                     notes=spelled(rotation(first, k))))
            unordered = list(notes) != sorted(notes)
            tally["unordered"] += unordered
            named[OTHER] += [mode.name] if found == OTHER else []
            named["unordered"] += [mode.name] if unordered else []
            named["doubled"] += [mode.name] if len(set(notes)) < len(notes) else []  # "C Dbb": one pitch class twice
            issues += [phrase("notes out of order")] if unordered else []
            own += found == OWN
            marks.append((mode.name, mode.notes, found))
            if issues:
                problems.append(k)
                off.append(phrase("  {family} {k}, {mode}: {notes}; {issues}", family=label(family), k=k,
                                  mode=mode.name, notes=Quote(mode.notes), issues=Join("; ", tuple(issues))))
        sizes = "/".join(str(n) for n in dict.fromkeys(len(pcs(m.notes)) for m in family.modes))
        textbook = first == PARENTS[label(family)]
        rows.append((label(family), len(family.modes), sizes, phrase("textbook" if textbook else "other"),
                     phrase("{own} of {modes}", own=own, modes=len(family.modes)),
                     Join(", ", tuple(problems)) if problems else "-"))
        wheels[slug(label(family))] = mode_wheel(Wheel(label(family), first, tuple(marks)))
        per_family |= per(slug(label(family)), modes=len(family.modes), own=own)
    left_out = [f.name for f in modal_families() if f not in families]
    chord_named = [name for name in left_out if CHORD_OR_TRIAD.search(name)]  # the four GA's comment counts
    figures = {"families": len(families), "left_out": len(left_out), "first": 1, "left_out_names": ", ".join(left_out),
               "catalog_families": len(modal_families()), "modes": tally[OWN] + tally[OTHER] + tally[NONE],
               "own_degree": tally[OWN], "other_degree": tally[OTHER], "no_degree": tally[NONE],
               "unordered": tally["unordered"], "not_own": tally[OTHER] + tally[NONE],
               "first_modes_textbook": sum(r[3].template == "textbook" for r in rows),
               "other_degree_names": ", ".join(named[OTHER]), "unordered_names": ", ".join(named["unordered"]),
               "doubled": len(named["doubled"]), "doubled_names": ", ".join(named["doubled"]),
               "left_out_chord_named": len(chord_named),
               "left_out_otherwise": ", ".join(name for name in left_out if name not in chord_named), **per_family}
    columns = [("family", 24), ("modes", 6), ("notes", 6), (phrase("mode {first}", first=1), 10), ("mode k on degree k", 19),
               ("the modes that aren't", 0)]
    return Table("The families ModesSkill answers from, and whether mode k is the parent scale from its degree k",
                 [grid(columns, rows),
                  Line("families {families}; Modes.yaml's that the skill leaves out {left_out}: {left_out_names}"),
                  Line("modes {modes}: mode {first} from their own degree {own_degree}, from another degree {other_degree}, "
                       "from no degree {no_degree}; notes out of order {unordered}"),
                  "the modes that aren't:", *off], figures, wheels)


def slug(name: str) -> str:
    """A family in figure and picture names: "Diminished (Octatonic)" -> "diminished_octatonic"."""
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def formulas(ga: ChatbotHost) -> Table:
    "The formula ModesSkill computes from each mode's notes by position, against a textbook's."
    modes = [(family, mode) for family in tonal_families() for mode in family.modes]
    rows, seven, same, by_size = [], 0, 0, {}
    for _, mode in modes:
        by_size.setdefault(len(pcs(mode.notes)), []).append(mode)
    letters_right = 0
    for size, group in sorted(by_size.items()):
        differ = [m for m in group if formula_from_notes(m.notes) != formula(tokens(m.notes))]
        by_letters = sum(letter_formula(tokens(m.notes)) == formula(tokens(m.notes)) for m in group)
        same += len(group) - len(differ)
        if size == HEPTATONIC:
            seven, letters_right = len(group), by_letters
        first = differ[0] if differ else None
        rows.append((size, len(group), phrase("{n} right", n=len(group) - len(differ)),
                     phrase("{n} right", n=by_letters) if size == HEPTATONIC else "-",
                     compared(first) if first else "-"))
    seven_notes = [m for _, m in modes if len(pcs(m.notes)) == HEPTATONIC]
    letters_differ = [m for m in seven_notes if letter_formula(tokens(m.notes)) != formula(tokens(m.notes))]
    skill_differs = [m for m in seven_notes if formula_from_notes(m.notes) != formula(tokens(m.notes))]
    others = {}
    for family, mode in modes:
        if len(pcs(mode.notes)) != HEPTATONIC and formula_from_notes(mode.notes) != formula(tokens(mode.notes)):
            others.setdefault(family.name, mode)
    figures = {"modes": len(modes), "textbook": same, "seven_note": seven, "letters_right": letters_right,
               "seven_note_right": seven - len(skill_differs), "seven_note_wrong": len(skill_differs),
               "other_sizes": len(modes) - seven, "other_sizes_right": same - (seven - len(skill_differs)),
               "letters_differ": len(letters_differ), "families_wrong_beyond_seven": len(others),
               "seven_note_wrong_names": ", ".join(m.name for m in skill_differs),
               "five_and_eight_all_wrong": all(formula_from_notes(m.notes) != formula(tokens(m.notes))
                                               for _, m in modes if len(pcs(m.notes)) in (5, 8))}
    for size, group in by_size.items():
        figures |= per(f"notes_{size}", modes=len(group),
                       right=sum(formula_from_notes(m.notes) == formula(tokens(m.notes)) for m in group))
    columns = [("notes", 6), ("modes", 6), ("the skill's", 13), ("the letters'", 15),
               ("the first of the skill's that differs: notes, the skill's formula, a textbook's", 0)]
    return Table("Each mode's formula: the one ModesSkill computes from the notes by position, and a textbook's",
                 [grid(columns, rows),
                  Line("modes {modes}: the skill's formula is a textbook's {textbook}; of the {seven_note} seven-note "
                       "modes, a formula read from the letters would be {letters_right}"),
                  "the seven-note modes whose letters give another formula than their degrees:",
                  *(by_letters_and_degrees(m) for m in letters_differ),
                  "the seven-note modes whose formulas differ:", *(compared(m, indent=True) for m in skill_differs),
                  "the other differences, one per family:", *(compared(m, indent=True) for m in others.values())],
                 figures)


def compared(mode, indent: bool = False) -> Cell:
    """A mode, its notes, the skill's formula and a textbook's: "Perfect Fourth: C F; `1 2`, `1 4`".

    The program marks the formulas as code; a reader reads which formula is whose, without the marks.
    """
    lead, values = "  " if indent else "", {"mode": mode.name, "notes": Quote(mode.notes),
                                            "skill": formula_from_notes(mode.notes), "textbook": formula(tokens(mode.notes))}
    return ForReader(phrase(lead + "{mode}: {notes}; `{skill}`, `{textbook}`", **values),
                     phrase(lead + "{mode}: {notes}; the skill's {skill}, a textbook's {textbook}", **values))


def by_letters_and_degrees(mode) -> Cell:
    """A seven-note mode's formula read from its letters and from its degrees, the program's marks left to it."""
    values = {"mode": mode.name, "notes": Quote(mode.notes), "letters": letter_formula(tokens(mode.notes)),
              "degrees": formula(tokens(mode.notes))}
    return ForReader(phrase("  {mode}: {notes}; letters `{letters}`, degrees `{degrees}`", **values),
                     phrase("  {mode}: {notes}; by its letters {letters}, by its degrees {degrees}", **values))


def answers(ga: ChatbotHost) -> Table:
    "The first line of ModesSkill's answer to six questions about one mode."
    lines = [first_line(ga, p) for p in FIRST_LINES]
    parts = [line for p, answer in zip(FIRST_LINES, lines) for line in (phrase("{prompt}", prompt=p),
                                                                         phrase("  | {answer}", answer=Quote(answer)))]
    ultra, altered = ga.call_skill(SKILL, FIRST_LINES[0]).result, ga.call_skill(SKILL, FIRST_LINES[1]).result
    figures = {"ultralocrian_as_altered": ultra.split("(formula")[0].split("notes are")[1] ==
               altered.split("(formula")[0].split("notes are")[1],
               "perfect_fourth_formula": formula_from_notes("C F")}
    return Table("A few of ModesSkill's answers, first line", parts, figures)


def written_names() -> list[str]:
    """The mode names as Modes.yaml's lines write them, quotes left out (the course's raw reading)."""
    return [m["name"].strip().strip("'\"") for m in map(WRITTEN_NAME.match, modes_yaml().split("\n")) if m]


def cut_names() -> list[tuple[str, str]]:
    """(written, read) for each mode name ModesConfig reads otherwise than Modes.yaml writes it."""
    read = [m.name for f in modal_families() for m in f.modes]
    return [(w, r) for w, r in zip(written_names(), read) if w != r]


def written(ga: ChatbotHost) -> Table:
    "The mode names Modes.yaml writes, against the names ModesConfig reads: a sharp sign unquoted starts a comment."
    read = [m.name for f in modal_families() for m in f.modes]
    differ = cut_names()
    figures = {"written": len(written_names()), "read": len(read), "differ": len(differ),
               "all_cut_at_sharp": all(w.startswith(r + " #") for w, r in differ)}
    return Table("The mode names Modes.yaml writes, and the names ModesConfig reads: the ones that differ",
                 [grid([("written", 34), ("read", 0)], differ),
                  Line("mode names written {written}, read {read}, read otherwise than written {differ}")], figures)


def if_quoted() -> list[tuple[str, bool]]:
    """Each name YAML cuts, and whether asking for it would find its own mode were the name quoted (read whole)."""
    written = iter(written_names())
    whole = {id(mode): next(written) for family in modal_families() for mode in family.modes}
    aliases = aliases_of((family, mode, whole[id(mode)]) for family in tonal_families() for mode in family.modes)
    return [(whole[id(mode)], find_mode(lower_invariant(ASKED.format(name=whole[id(mode)])), aliases)[1] is mode)
            for family in tonal_families() for mode in family.modes if whole[id(mode)] != mode.name]


def names(ga: ChatbotHost) -> Table:
    "\"What is <name>?\" for each mode's name and alternate names: the modes ModesSkill answers with another."
    rows, counts, cut = [], Counter(), {read for _, read in cut_names()}
    for family in tonal_families():
        for k, mode in enumerate(family.modes, 1):
            own = f"{mode.name} ({label(family)} {k})"
            for name, kind in ((mode.name, "name"), *((alt, "alternate") for alt in mode.alternate_names)):
                prompt = ASKED.format(name=name)
                counts[f"{kind}_accepted"] += can_handle(SKILL, prompt)
                got = answered(first_line(ga, prompt))
                counts[f"{kind}_own" if got == own else f"{kind}_other"] += 1
                if got != own:
                    rows.append((prompt, own, got))
                    counts["other_cut"] += kind == "name" and name in cut
    figures = {"names": counts["name_own"] + counts["name_other"], "names_own": counts["name_own"],
               "names_other": counts["name_other"], "names_accepted": counts["name_accepted"],
               "alternates": counts["alternate_own"] + counts["alternate_other"],
               "alternates_own": counts["alternate_own"], "alternates_other": counts["alternate_other"],
               "alternates_accepted": counts["alternate_accepted"], "names_other_cut": counts["other_cut"],
               "names_other_twice": counts["name_other"] - counts["other_cut"],
               "quoted_own": sum(own for _, own in if_quoted()),
               "quoted_other": ", ".join(name for name, own in if_quoted() if not own)}
    return Table('"What is <name>?" for each mode\'s name and alternate names: the modes ModesSkill answers with another',
                 [grid([("asked", 32), ("the mode named", 49), ("answered", 0)], rows),
                  Line("mode names {names}: answered with their mode {names_own}, with another {names_other}, CanHandle "
                       "accepts {names_accepted}; alternate names {alternates}: answered with their mode "
                       "{alternates_own}, with another {alternates_other}, CanHandle accepts {alternates_accepted}")],
                 figures)


def examples(ga: ChatbotHost) -> Table:
    "ModesSkill's example prompts: whether its CanHandle takes each, and what the first line of the answer is about."
    prompts = ga.intent("skill.modes").prompts
    rows, per_prompt = [], {}
    for p in prompts:
        got = answered(first_line(ga, p))
        per_prompt |= per(slug(p), accepted=can_handle(SKILL, p), mode=got if isinstance(got, str) else "")
        if isinstance(got, Quote) and utf16_length(got.text) > CUT:
            got = Quote(utf16_prefix(got.text, CUT - 1) + "…")
        rows.append((p, can_handle(SKILL, p), got))
    figures = {**per_prompt, "prompts": len(prompts), "accepted": sum(can_handle(SKILL, p) for p in prompts),
               "default_family": answered(first_line(ga, "List unnamed modal families")) ==
               answered(first_line(ga, "What are the modes of the major scale"))}
    return Table("ModesSkill's example prompts: what the first line of the answer is about",
                 [grid([("prompt", 44), ("CanHandle", 10), ("answer", 0)], rows),
                  Line("example prompts {prompts}: CanHandle accepts {accepted}")], figures)


# ---- Try another: the reader's own mode (engine.panel) ----

def catalog_modes() -> dict[str, tuple]:
    """Each mode name of the families the skill answers from, first family first: (family, mode)."""
    found: dict[str, tuple] = {}
    for family in tonal_families():
        for mode in family.modes:
            found.setdefault(mode.name, (family, mode))
    return found


def mode_answer(pick: tuple[str], replies) -> Table:
    "ModesSkill's whole answer about the reader's mode, then its notes and both formulas."
    family, mode = catalog_modes()[pick[0]]
    return Table(phrase("ModesSkill, asked {question}", question=Quote(ASKED.format(name=pick[0]))),
                 [*answer_lines(replies[0].result), compared(mode)])


PANELS = [
    Panel("answers", (Choice("mode", "the mode", tuple(Option(name, name, label(family))
                                                        for name, (family, _) in catalog_modes().items())),),
          lambda name: (Ask(SKILL, ASKED.format(name=name)),), mode_answer, ("Phrygian Dominant",)),
]


QUESTIONS = [catalog, formulas, answers, written, names, examples]
