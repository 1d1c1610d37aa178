"""Lesson 10, "What the model is told to trust": the DSL closures three SKILL.md skills send the model to.

TransposeSkill, DiatonicChordsSkill and CommonTonesSkill tell the model to call a closure through
ga_dsl_eval and to use its answer. The probe (the course's Lesson10.cs) calls ga_dsl_eval itself
with the arguments each SKILL.md prescribes, and grades the answers with the textbook's letters:
the diatonic triads of the 30 keys, the 21 note names moved up each interval of transpose's
table, the transpose skill's example prompts, and the shared notes of every pair of triads in
each key. GA is asked at the pin only.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from ..ga.dsl.claims import diatonic_claims
from ..ga.mcp.dsl_eval import DslEvalResult, eval_closure
from ..ga.routing.skills.wrappers import grounding_evidence
from ..music.diatonic import triad_notes, triads
from ..music.keys import MAJOR, MINOR, Key, usual_keys
from ..music.spelling import ONE_SIGN_NAMES, letter_above, note_pc, on_letter, pretty
from ..pictures.mark_grid import FAIL, OTHER, PARTLY, PASS
from ..pictures.drawings import mark_grid, request_path
from ..pictures.path import Row, Stage
from ..table import Column, Drawing, ForReader, Join, Line, Quote, Table, grid, per, phrase
from .names import key_name

TITLE = "What the model is told to trust"
REVISIONS = ("pin",)
DIATONIC, TRANSPOSE, COMMON_TONES = "domain.diatonicChords", "domain.transposeChord", "domain.commonTones"
NAMES = ONE_SIGN_NAMES  # lesson 9's 21 note names: each letter natural, flat or sharp
INTERVALS = (  # transpose's SKILL.md table (lines 59-71) but the tritone: name, letters spanned, semitones
    ("P1", 0, 0), ("m2", 1, 1), ("M2", 1, 2), ("m3", 2, 3), ("M3", 2, 4), ("P4", 3, 5), ("P5", 4, 7),
    ("m6", 5, 8), ("M6", 5, 9), ("m7", 6, 10), ("M7", 6, 11), ("P8", 0, 12),
)
PROMPTS = (  # TransposeSkill's example prompts, the arguments its SKILL.md maps them to, the textbook's answer
    ("Transpose Cmaj7 up a perfect fourth", "Cmaj7", 5, "Fmaj7"),
    ("Move this F chord down a minor third", "F", -3, "D"),
    ("What's Dm7 up a whole step?", "Dm7", 2, "Em7"),
    ("Transpose G7 to Eb", "G7", 8, "Eb7"),
    ("", "G7", -4, "Eb7"),  # the same question, down
    ("Shift Am7 up a fifth", "Am7", 7, "Em7"),
    ("transpose C-Am-F-G to G major", "C Am F G", 7, "G Em C D"),
    ("transpose C-Am-F-G to Eb major", "C Am F G", 3, "Eb Cm Ab Bb"),
)
PICTURED = "Transpose G7 to Eb"  # both readings give D#7: E♭ never reaches the closure
WRAPPER = "TransposeSkill"  # the skill whose SKILL.md maps the pictured prompt, and labels its answer
RETURNED = ("B°", "Bdim")  # what the SKILL.md and the closure write for B diminished
EXAMPLE_PAIRS = (("Cmaj7", "Am7"), ("A", "C#m"))  # common-tones' SKILL.md example (line 49), a pair of A major
ROOT = re.compile(r"^[A-G](?:bb|b|##|#)?")  # the course's reading of a note name
SHARED_NOTE = re.compile(r"^\s+(\S+) \(", re.MULTILINE)  # a line of commonTones' answer
RIGHT, OTHER_LETTER, DOUBLE, WRONG = ".", "~", "d", "x"
MARK_STYLES = {RIGHT: PASS, OTHER_LETTER: OTHER, DOUBLE: PARTLY, WRONG: FAIL}
COUNTED = {RIGHT: "{count} on the textbook's note", OTHER_LETTER: "{count} on the right pitch under another letter",
           DOUBLE: "{count} on another letter where the textbook needs a double sharp or flat",
           WRONG: "{count} on a wrong pitch"}  # what each mark counts, as the caption says
LEGEND = ". right   ~ right pitch, another letter   d the textbook needs a double sharp or flat   x wrong pitch"
WHITE_KEY_ACCIDENTALS = ("Cb", "Fb", "E#", "B#")  # names no array of twelve holds


@dataclass(frozen=True)
class Lesson10:
    """ga_dsl_eval at the pin, as the three skills' SKILL.md tell the model to call it."""

    at: str

    def eval(self, closure: str, **args: str) -> DslEvalResult:
        return eval_closure(closure, args, self.at)

    def transposed(self, symbol: str, semitones: int) -> str:
        return self.eval(TRANSPOSE, symbol=symbol, semitones=str(semitones)).answer


def model(at: str) -> Lesson10:
    return Lesson10(at)


def keys() -> list[Key]:
    """The 30 keys with at most seven sharps or flats: the major ones, then the minor ones."""
    return [*usual_keys(MAJOR), *usual_keys(MINOR)]


def diatonic_chords(ga: Lesson10) -> Table:
    "domain.diatonicChords on the 30 keys, against the textbook's triads: the keys where they differ."
    rows, figures, wrong = [], {}, []
    for key in keys():
        answer = ga.eval(DIATONIC, root=key.tonic, scale=key.mode)
        chords = tuple(parse_json_strings(answer.result_json)) if answer.error is None else (answer.answer,)
        figures |= per(slug(key.name), letters_changed=sum(c[0] != t[0] for c, t in zip(chords, triads(key))))
        if chords == triads(key):
            continue
        wrong.append(key.name)
        rows += [(key_name(key.tonic, key.mode), "GA", " ".join(chords)), ("", phrase("textbook"), " ".join(triads(key)))]
        figures |= per(slug(key.name), ga=" ".join(chords), textbook=" ".join(triads(key)))
    answers = {k: parse_json_strings(ga.eval(DIATONIC, root=k.tonic, scale=k.mode).answer) for k in keys()}
    figures |= {"pitch_and_quality_right": all(same_pitch_and_quality(c, t) for k in keys()
                                               for c, t in zip(answers[k], triads(k))),
                "keys_needing_white_key_accidentals": sum(any(n in WHITE_KEY_ACCIDENTALS for n in k.notes)
                                                          for k in keys()),
                "white_tonic_flat_minors": ", ".join(k.name for k in keys() if k.mode == MINOR and len(k.tonic) == 1
                                                     and k.signature < 0 and k.name in wrong)}
    figures |= {"keys": len(keys()), "right": len(keys()) - len(wrong), "wrong": len(wrong),
                "wrong_keys": ", ".join(wrong),
                "wrong_major": sum(k.endswith(MAJOR) for k in wrong), "wrong_minor": sum(k.endswith(MINOR) for k in wrong)}
    return Table(phrase('ga_dsl_eval "{closure}" on the {keys} keys with at most seven sharps or flats',
                        closure=DIATONIC, keys=len(keys())),
                 [grid([Column("key", 10, heading="key"), Column("", 8, heading="source"),
                        Column("chords", 0, heading="the seven triads")], rows, header=False), "",
                  Line("{keys} keys: {right} right, {wrong} with a chord on another letter")], figures)


def same_pitch_and_quality(ga: str, textbook: str) -> bool:
    """Whether two chord symbols name the same root pitch class and suffix: "A#" and "Bb"."""
    a, b = ROOT.match(ga), ROOT.match(textbook)
    return bool(a and b) and note_pc(a.group(0)) == note_pc(b.group(0)) and ga[a.end():] == textbook[b.end():]


def parse_json_strings(text: str) -> list[str]:
    """The strings of a compact JSON array of strings (System.Text.Json escapes no chord symbol)."""
    return re.findall(r'"((?:[^"\\]|\\.)*)"', text)


def skill_md_results(ga: Lesson10) -> Table:
    "What the diatonic-chords SKILL.md says the closure returns, beside what it returns."
    rows, figures = [], {}
    for claim in diatonic_claims():
        answer = ga.eval(DIATONIC, root=claim.root, scale=claim.scale).answer
        rows += [(key_name(claim.root, claim.scale), "GA", answer), ("", "SKILL.md", quoted(claim.says))]
        figures |= per(slug(f"{claim.root} {claim.scale}"), ga=answer, skill_md=claim.says)
    listed = [c for c in diatonic_claims() if c.says.startswith("[")]
    same_but_sign = sum(ga.eval(DIATONIC, root=c.root, scale=c.scale).answer
                        == c.says.replace(" ", "").replace("°", "dim") for c in listed)
    gb = parse_json_strings(ga.eval(DIATONIC, root="Gb", scale="major").answer)
    figures |= {"claims": len(diatonic_claims()), "results_listed": len(listed),
                "same_but_dim_for_degree_sign": same_but_sign,
                "gb_major_fourth": gb[3], "gb_major_has_cm": "Cm" in gb}
    return Table("The results diatonic-chords' SKILL.md gives for the closure",
                 [grid([Column("key", 9, heading="key"), Column("", 8, heading="source"), Column("result", 0, heading="result")],
                       rows, header=False)], figures)


def textbook_move(note: str, letters: int, semitones: int) -> str:
    """The note a number of letters and semitones above another, as the textbook spells it."""
    return on_letter(letter_above(note, letters), note_pc(note) + semitones)


def mark(ga: str, textbook: str) -> str:
    """The course's grade: right, right pitch on another letter, a double accidental needed, wrong pitch."""
    if ga == textbook:
        return RIGHT
    read = ROOT.match(ga)
    if read is None or read.group(0) != ga or note_pc(ga) != note_pc(textbook):
        return WRONG
    return DOUBLE if len(textbook) > 2 else OTHER_LETTER


def transposed_names(ga: Lesson10) -> Table:
    "domain.transposeChord on the 21 note names and each interval of transpose's SKILL.md but the tritone."
    rows, marks = [], []
    for note in NAMES:
        row = [mark(ga.transposed(note, semitones), textbook_move(note, letters, semitones))
               for _name, letters, semitones in INTERVALS]
        rows.append((note_cell(note), *row))
        marks += row
    figures = {"names": len(NAMES), "intervals": len(INTERVALS), "questions": len(marks),
               "right": marks.count(RIGHT), "other_letter": marks.count(OTHER_LETTER), "double": marks.count(DOUBLE),
               "wrong_pitch": marks.count(WRONG), "on_another_letter": marks.count(OTHER_LETTER) + marks.count(DOUBLE),
               "names_all_right": sum(all(m == RIGHT for m in r[1:]) for r in rows),
               "all_right": ", ".join(n for n, r in zip(NAMES, rows) if all(m == RIGHT for m in r[1:])),
               "unison_moved": ", ".join(n for n, r in zip(NAMES, rows) if r[1] != RIGHT)}  # P1: the same pitch, renamed
    for note, (_, *row) in zip(NAMES, rows):
        figures |= per(slug(note), right=row.count(RIGHT), other_letter=row.count(OTHER_LETTER))
    columns = [Column("note", 7), *(Column(phrase("{interval}", interval=name), 2) for name, _, _ in INTERVALS)]
    picture = mark_grid(f"transposeChord, {len(NAMES)} × {len(INTERVALS)}", [pretty(n) for n in NAMES],
                        [name for name, _, _ in INTERVALS], [r[1:] for r in rows], MARK_STYLES, COUNTED)
    return Table(phrase('ga_dsl_eval "{closure}": the {names} note names up each interval of transpose\'s SKILL.md '
                        "but the tritone", closure=TRANSPOSE, names=len(NAMES)),
                 [LEGEND, "", grid(columns, rows, padded=True), "",
                  Line("{questions} questions: {right} right, {other_letter} on another letter, {double} where the "
                       "textbook needs a double accidental, {wrong_pitch} wrong pitch")], figures, {"grid": picture})


def transpose_prompts(ga: Lesson10) -> Table:
    "Transpose's example prompts, with the arguments its SKILL.md maps them to, one closure call per chord."
    rows, figures = [], {}
    for prompt, symbols, semitones, textbook in PROMPTS:
        answer = " ".join(ga.transposed(c, semitones) for c in symbols.split(" "))
        rows.append((quoted(prompt) if prompt else "", symbols, semitones, answer, textbook))
    up = ga.transposed("Bb", 2)
    down = ga.transposed(up, -2)
    right = [r for r in rows if r[3] == r[4]]
    figures |= {"calls": len(rows), "right": len(right), "wrong": len(rows) - len(right),
                "g7_to_eb": rows[3][3], "g7_to_eb_down": rows[4][3], "c_am_f_g_to_eb": rows[-1][3], "up": up, "down": down, "round_trip": down == "Bb"}
    columns = [Column("prompt", 37), Column("symbol", 9), Column("semitones", 10, justify=9), Column("GA", 12),
               Column("textbook", 0)]
    return Table("Transpose's example prompts, with the arguments its SKILL.md maps them to, one call per chord",
                 [grid(columns, rows), "", Line("Bb up a whole step, then back down: {up}, then {down}")], figures,
                 {"g7_to_eb": grounding_path(ga, PICTURED)})


def grounding_path(ga: Lesson10, prompt: str) -> Drawing:
    """The prompt's path to its grounding: the arguments transpose's SKILL.md maps it to, each call, each answer."""
    asked = [(symbols, semitones) for p, symbols, semitones, _ in PROMPTS if p in (prompt, "")][:2]
    calls = [(s, n, ga.transposed(s, n)) for s, n in asked]
    return request_path(Quote(prompt), [
        Stage("skills/transpose/SKILL.md", tuple(Row(Quote(f"symbol {s}, semitones {n}")) for s, n, _ in calls)),
        Stage(f"ga_dsl_eval {TRANSPOSE}", tuple(Row(f'{{"symbol":"{s}","semitones":"{n}"}}', answer, chosen=True)
                                              for s, n, answer in calls)),
        Stage(phrase("{skill} evidence", skill=WRAPPER), (Row(Quote(grounding_evidence(WRAPPER)), chosen=True),))])


def passed_back(ga: Lesson10) -> Table:
    "The diminished triad's two spellings, B° (the SKILL.md's) and Bdim (the closure's), transposed a semitone up."
    rows = [(phrase("{symbol} up a semitone", symbol=symbol), ga.transposed(symbol, 1)) for symbol in RETURNED]
    figures = {"from_degree_sign": rows[0][1], "from_dim": rows[1][1], "same": rows[0][1] == rows[1][1]}
    return Table("The chord symbols the closures return, passed back in",
                 [grid([Column("", 28, heading="asked"), Column("", 0, heading="GA")], rows, header=False)], figures)


def shared_notes(answer: str) -> list[str]:
    """The notes commonTones' answer lists, as the course reads them, by pitch class (an unreadable one first)."""
    found = [m.group(1) for m in SHARED_NOTE.finditer(answer)]
    return sorted(found, key=lambda n: note_pc(ROOT.match(n).group(0)) if ROOT.match(n) else -1)


def common_tones(ga: Lesson10) -> Table:
    "domain.commonTones on every pair of a key's triads: the shared notes, and how GA spells them."
    rows, figures, pairs, notes_right, spelled_right = [], {}, 0, 0, 0
    for key in keys():
        chords = triads(key)
        misspelled, spellings, wrong = 0, set(), []
        for a in range(len(chords)):
            for b in range(a + 1, len(chords)):
                pairs += 1
                answer = ga.eval(COMMON_TONES, chord1=chords[a], chord2=chords[b]).answer
                found = shared_notes(answer)
                textbook = sorted(dict.fromkeys(n for n in triad_notes(key, a) if n in triad_notes(key, b)),
                                  key=note_pc)
                if [note_pc(n) if ROOT.match(n) else -1 for n in found] != [note_pc(n) for n in textbook]:
                    wrong.append((chords[a], chords[b], answer.split("\n")[0]))
                    continue
                notes_right += 1
                differ = [(t, g) for t, g in zip(textbook, found) if t != g]
                spellings |= set(differ)
                misspelled += bool(differ)
                spelled_right += not differ
        figures |= per(slug(key.name), misspelled=misspelled)
        if misspelled == 0 and not wrong:
            continue
        ordered = sorted(spellings, key=lambda pair: f"{pair[0]} as {pair[1]}")
        rows.append((key_name(key.tonic, key.mode), phrase("{n} of {pairs}", n=misspelled, pairs=21),
                     Join(", ", tuple(ForReader(phrase("{textbook} as {ga}", textbook=t, ga=g),
                                                phrase("{textbook} as {ga}", textbook=pretty(t), ga=g))
                                      for t, g in ordered))))
    spelled_right_keys = [k for k in keys() if figures[f"{slug(k.name)}.misspelled"] == 0]
    figures |= {"pairs": pairs, "notes_right": notes_right, "spelled_right": spelled_right,
                "misspelled": pairs - spelled_right, "keys_misspelled": len(rows), "keys": len(keys()),
                "keys_spelled_right": len(keys()) - len(rows),
                "spelled_right_keys": ", ".join(k.name for k in spelled_right_keys),
                "major_keys_spelled_right": sum(k.mode == MAJOR for k in spelled_right_keys),
                "minor_keys_spelled_right": sum(k.mode == MINOR for k in spelled_right_keys)}
    return Table(phrase('ga_dsl_eval "{closure}" on every pair of triads in each of the {keys} keys',
                        closure=COMMON_TONES, keys=len(keys())),
                 [grid([("key", 10), ("misspelled pairs", 17), ("the key's note as GA writes it", 0)], rows), "",
                  Line("{pairs} pairs: shared notes right {notes_right}, spelled as the key spells them {spelled_right}")],
                 figures)


def common_tones_examples(ga: Lesson10) -> Table:
    "Common-tones' SKILL.md example and a pair from A major: the closure's whole answer."
    parts, figures = [], {}
    for a, b in EXAMPLE_PAIRS:
        answer = ga.eval(COMMON_TONES, chord1=a, chord2=b).answer
        parts += [phrase("{a} and {b}", a=a, b=b),
                  *(ForReader(phrase("  | {line}", line=line), phrase("  {line}", line=Quote(line.strip())))
                    for line in answer.split("\n"))]
        figures |= per(slug(f"{a} {b}"), shared=len(shared_notes(answer)), answer=answer)
    return Table("Common-tones' SKILL.md example, and a pair from A major", parts, figures)


QUESTIONS = [diatonic_chords, skill_md_results, transposed_names, transpose_prompts, passed_back, common_tones,
             common_tones_examples]


def note_cell(name: str) -> ForReader:
    """A note name as the program prints it ("C#"), and for a reader ("C♯")."""
    return ForReader(name, phrase("{note}", note=pretty(name)))


def quoted(words: str) -> ForReader:
    """GA's words (a prompt, a SKILL.md's claim): as the program prints them, quoted for a reader."""
    return ForReader(words, Quote(words))


def slug(name: str) -> str:
    """A key, note or chord in figure names: "Cb major" -> "cb_major", "C#" -> "cs", "Cmaj7 Am7" -> "cmaj7_am7"."""
    return name.lower().replace("#", "s").replace(" ", "_")
