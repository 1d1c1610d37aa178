"""ModesSkill's answers as GA writes them: a mode, a family, every family, and the atonal catalog's.

Follows, at the pin (snapshot c781df5c), `Common/GA.Business.ML/Agents/Skills/ModesSkill.cs`:
FormatSingleMode (390-427), FormatFamily (429-467), FormatAllFamilies (469-500), the atonal
answers (FormatAtonalFamily 628-665, the two refusals 570-576 and 587-593,
FormatAtonalForteResults 667-685, FormatAtonalSymmetricListing 687-705,
FormatAtonalUnnamedListing 707-723, FormatAtonalSummary 725-747), and ComputeFormulaFromNotes
(760-811): each note against the degree of C major at its position (modulo seven), the
accidental dropped beyond two sharps or flats, and no formula at all for a note it can't read.
A text built line by line ends each line with a newline, as StringBuilder.AppendLine does.
"""
from __future__ import annotations

from ....music.spelling import LETTERS, NATURALS
from ...dotnet_text import is_blank, replace_ignore_case
from ...modes import AtonalFamily, ModalFamily, Mode, atonal_families, symmetric_families, unnamed_families
from ..responses import AgentResponse

AGENT = "theory"  # AgentIds.Theory
CONFIDENCE, NOT_FOUND_CONFIDENCE = 1.0, 0.8  # lines 419, 574 and 591
SOURCE = "Source: ModesConfig.GetModalFamilies()"
MODES_LISTED, UNNAMED_LISTED, FIRST_FEW = 12, 20, 3  # lines 640, 608, 478
SIGNS = {-2: "bb", -1: "b", 0: "", 1: "#", 2: "##"}  # the accidentals a formula writes (lines 799-807)
# PitchSemitone (760-774): every letter with no sign, one or two sharps, one or two flats; nothing else
PITCH_SEMITONE = {letter + sign: (natural + alter) % 12 for letter, natural in zip(LETTERS, NATURALS)
                  for alter, sign in SIGNS.items()}
FAMILY_CLOSING = ('There are {total} mode families in the catalog overall. Ask about a specific family ("modes of '
                  'melodic minor", "harmonic major modes") or a single mode ("what is Lydian dominant?") for more, or '
                  '"what are other famous modes?" for the cross-family overview.')  # line 449
ALL_CLOSING = ('Ask about a specific family (e.g. "modes of harmonic minor", "melodic minor modes", "whole tone scale") '
               'or a specific mode ("what is Phrygian dominant?", "what is the altered scale?") for detail.')  # line 484
SYMMETRIC_CLOSING = ("These are Messiaen's classical category — scales that repeat under rotation by fewer than 12 "
                     "transpositions. The whole-tone scale (2 transpositions), octatonic (3), and hexatonic (4) are the "
                     "most common in jazz / film vocabulary.")  # line 697
UNNAMED_CLOSING = "Ask for a specific ICV (e.g. `<2 5 4 3 6 1>`) or Forte number (e.g. `6-Z29`) for full detail."  # 715
SUMMARY_CLOSING = ('Try: "what families have ICV `<2 5 4 3 6 1>`?", "what is Forte number 7-29?", "list symmetric '
                   'families", "list unnamed families".')  # line 734


def formula_from_notes(notes: str) -> str:
    """ComputeFormulaFromNotes: each note numbered by its position, its accidental against C major's degree there.

    >>> formula_from_notes("C D E F# G A B"), formula_from_notes("C D E G A"), formula_from_notes("C F")
    ('1 2 3 #4 5 6 7', '1 2 3 ##4 ##5', '1 2')
    >>> formula_from_notes("C D E F G A Bb B"), formula_from_notes("C H"), formula_from_notes("  ")
    ('1 2 3 4 5 6 b7 b8', '', '')
    """
    parts = []
    for i, token in enumerate(t for t in notes.split(" ") if t):
        if token not in PITCH_SEMITONE:
            return ""  # GA gives up on a note it can't read
        diff = PITCH_SEMITONE[token] - NATURALS[i % len(NATURALS)]
        diff = diff - 12 if diff > 6 else diff + 12 if diff < -6 else diff
        parts.append(f"{SIGNS.get(diff, '')}{i + 1}")
    return " ".join(parts)


def strip_family(name: str) -> str:
    """StripFamilySuffix (510-511): "Harmonic Minor Family" is "Harmonic Minor"."""
    return replace_ignore_case(name, " Family", "")


def plural(n: int, word: str, many: str | None = None) -> str:
    return word if n == 1 else many or word + "s"


def response(lines: list[str], evidence: tuple[str, ...], closing: str = "", confidence: float = CONFIDENCE):
    """An answer whose lines each end in a newline, and an optional last paragraph without one."""
    return AgentResponse(AGENT, "".join(line + "\n" for line in lines) + closing, confidence, evidence)


def single_mode(family: ModalFamily, mode: Mode) -> AgentResponse:
    """FormatSingleMode: which mode of which family, its notes on C and its formula, its characteristic intervals."""
    degree = next(i for i, m in enumerate(family.modes, 1) if m.name == mode.name)  # FindIndex by name
    first = f"**{mode.name}** is mode {degree} of the **{strip_family(family.name)}** family"
    if not is_blank(mode.notes):
        first += f"; on C its notes are `{mode.notes}`"
        formula = formula_from_notes(mode.notes)
        first += f" (formula `{formula}`)" if formula else ""
    closing = ""
    if mode.characteristic_intervals:
        closing = "\nCharacteristic interval(s): " + ", ".join(f"`{i}`" for i in mode.characteristic_intervals) + "."
    return response([first + "."], (SOURCE, f"Family: {family.name} ({len(family.modes)} modes)",
                                    f"Mode: {mode.name} (degree {degree})"), closing)


def family(found: ModalFamily, total: int) -> AgentResponse:
    """FormatFamily: the family's modes, numbered, with their notes and characteristic intervals."""
    count = len(found.modes)
    lines = [f"The **{strip_family(found.name)}** family has {count} {plural(count, 'mode')}:", ""]
    for idx, mode in enumerate(found.modes, 1):
        line = f"{idx}. **{mode.name}**"
        line += f" — on C: `{mode.notes}`" if not is_blank(mode.notes) else ""
        if mode.characteristic_intervals:
            line += " — characteristic: " + ", ".join(f"`{i}`" for i in mode.characteristic_intervals)
        lines.append(line)
    return response(lines + [""], (SOURCE, f"Family: {found.name}", f"Modes returned: {count}",
                                   f"Total families available: {total}"), FAMILY_CLOSING.replace("{total}", str(total)))


def all_families(families: tuple[ModalFamily, ...]) -> AgentResponse:
    """FormatAllFamilies: every family with its first three modes."""
    lines = [f"The catalog has **{len(families)} mode families** total — these are the named scale collections from "
             "which modes are derived:", ""]
    for f in families:
        count = len(f.modes)
        more = f" + {count - FIRST_FEW} more" if count > FIRST_FEW else ""
        lines.append(f"- **{strip_family(f.name)}** ({count} {plural(count, 'mode')}): "
                     f"{', '.join(m.name for m in f.modes[:FIRST_FEW])}{more}")
    evidence = (SOURCE, f"Families returned: {len(families)}", f"Total modes: {sum(len(f.modes) for f in families)}")
    return response(lines + [""], evidence, ALL_CLOSING)


def atonal_family(f: AtonalFamily) -> AgentResponse:
    """FormatAtonalFamily: the family of a vector, its Forte numbers, its tonal analogs and its first twelve modes."""
    symmetric = " (symmetric — modes of limited transposition)" if f.symmetric else ""
    lines = [f"**{f.name}** — ICV `{f.icv}`, {f.note_count}-note set, {f.distinct_mode_count} distinct "
             f"{plural(f.distinct_mode_count, 'mode')}{symmetric}."]
    if f.forte_numbers:
        lines.append(f"Forte {plural(len(f.forte_numbers), 'number')}: {', '.join(f.forte_numbers)}.")
    if f.tonal_subfamilies:
        lines.append(f"Tonal analogs: {', '.join(f.tonal_subfamilies)}.")
    lines += ["", f"Modes ({f.mode_count}):"]
    for idx, mode in enumerate(f.modes[:MODES_LISTED], 1):
        label = mode.tonal_analog or f"(unnamed mode {mode.position})"
        lines.append(f"  {idx}. {label}" + (f" — PCs: `{mode.pitch_classes}`" if not is_blank(mode.pitch_classes) else ""))
    if f.mode_count > MODES_LISTED:
        lines.append(f"  … + {f.mode_count - MODES_LISTED} more")
    return response(lines, ("Source: AtonalModalFamiliesConfig", f"Family: {f.name}", f"ICV: {f.icv}",
                            f"Modes: {f.mode_count}"))


def no_such_vector(icv: str) -> AgentResponse:
    text = (f"No modal family with interval class vector `{icv}` exists in the atonal catalog. Valid ICVs have six "
            "non-negative integers separated by spaces inside angle brackets.")
    return AgentResponse(AGENT, text, NOT_FOUND_CONFIDENCE,
                         (f"AtonalModalFamiliesConfig.TryGetByIntervalClassVector({icv}) = None",))


def no_such_forte_number(forte: str) -> AgentResponse:
    return AgentResponse(AGENT, f"No modal family with Forte number `{forte}` exists in the atonal catalog.",
                         NOT_FOUND_CONFIDENCE, (f"AtonalModalFamiliesConfig.TryGetByForteNumber({forte}) = []",))


def forte_results(forte: str, found: tuple[AtonalFamily, ...]) -> AgentResponse:
    """FormatAtonalForteResults: the families listing a Forte number."""
    lines = [f"Forte number **{forte}** matches {len(found)} {plural(len(found), 'family', 'families')}:", ""]
    for f in found:
        lines.append(f"- **{f.name}** — ICV `{f.icv}` — {f.note_count} notes, {f.distinct_mode_count} "
                     f"{plural(f.distinct_mode_count, 'mode')}{' (symmetric)' if f.symmetric else ''}")
        if f.tonal_subfamilies:
            lines.append(f"  Tonal analogs: {', '.join(f.tonal_subfamilies)}")
    return response(lines, (f"AtonalModalFamiliesConfig.TryGetByForteNumber({forte}) returned {len(found)} match(es)",))


def symmetric_listing() -> AgentResponse:
    """FormatAtonalSymmetricListing: the symmetric families by size, then by vector.

    GA orders the vectors with the culture's string comparer; no two symmetric families have one
    size, so the vectors never decide (tests/ga/test_modes_catalog.py).
    """
    found = sorted(symmetric_families(), key=lambda f: (f.note_count, f.icv))
    lines = [f"**{len(found)} symmetric / modes-of-limited-transposition families** in the atonal catalog:", ""]
    lines += [f"- **{f.name}** — ICV `{f.icv}` — {f.note_count} notes"
              + (f" (Forte {'/'.join(f.forte_numbers)})" if f.forte_numbers else "") for f in found]
    return response(lines + [""], (f"AtonalModalFamiliesConfig.GetSymmetricFamilies() returned {len(found)} families",),
                    SYMMETRIC_CLOSING)


def unnamed_listing() -> AgentResponse:
    """FormatAtonalUnnamedListing: how many families have no name, and the first twenty."""
    unnamed = unnamed_families()
    lines = [f"**{len(unnamed)} modal families have no traditional name** in the atonal catalog — they're labelled "
             f"`Family-{{ForteNumber}}` and indexed by interval class vector. First {min(len(unnamed), UNNAMED_LISTED)}:", ""]
    lines += [f"- **{f.name}** — ICV `{f.icv}` — {f.note_count} notes, {f.distinct_mode_count} "
              f"{plural(f.distinct_mode_count, 'mode')}" for f in unnamed[:UNNAMED_LISTED]]
    return response(lines + [""], (f"AtonalModalFamiliesConfig.GetUnnamedFamilies() count = {len(unnamed)}",),
                    UNNAMED_CLOSING)


def atonal_summary() -> AgentResponse:
    """FormatAtonalSummary: how many families, named, unnamed and symmetric."""
    every = atonal_families()
    named, symmetric = sum(not f.unnamed for f in every), sum(f.symmetric for f in every)
    lines = [f"The **atonal modal-families catalog** has **{len(every)} families** indexed by interval class vector (ICV):",
             "", f"- **{named}** have traditional names from Modes.yaml (Major Scale, Melodic Minor, Whole Tone, etc.)",
             f"- **{len(every) - named}** are labelled `Family-{{ForteNumber}}` — they exist mathematically but no "
             "tradition names them",
             f"- **{symmetric}** are symmetric (modes of limited transposition) — whole-tone, octatonic, augmented, etc.",
             ""]
    return response(lines, (f"AtonalModalFamiliesConfig: {len(every)} families total", f"Named (tonal analog): {named}",
                            f"Symmetric: {symmetric}"), SUMMARY_CLOSING)
