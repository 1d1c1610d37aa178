"""Lesson 17, "The capo and the tunings": CapoSkill and AlternateTuningsSkill, asked directly, against a textbook.

The probe (the course's Lesson17.cs, with TuningsProbe.cs in `l17_tunings`) asks which skill's
CanHandle takes the two skills' example prompts, then asks CapoSkill its examples, every key a
signature writes and every open shape with the capo on frets 1 to 11, where to put the capo, and
other phrasings; then AlternateTuningsSkill its examples, its nine tunings, 44 tunings given by
their notes and ten outside its table. Each answer is read back from its text, as the course's
program reads it. Main asks the tunings by their notes and outside the table only.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from ..ga.routing import ChatbotHost
from ..ga.routing.skills import can_handle
from ..music.chord_chart import chord_chart_svg
from ..music.keys import MAJOR, MINOR, USUAL_TONICS
from ..music.open_shapes import OPEN_SHAPES as SHAPE_CHARTS
from ..music.open_shapes import shape_frets
from ..music.pitch_class import SHARP_NAMES
from ..music.spelling import note_pc, pretty
from ..panel import Ask, Choice, Option, Panel, answer_lines, key_option
from ..pictures.drawings import capo, verdict_map
from ..table import Cell, Column, ForReader, Join, Line, Quote, Table, grid, per, phrase
from . import l17_tunings
from .l17_tunings import by_notes, outside_table, tuning_examples, tuning_table
from .names import key_name, note_name

TITLE = "The capo and the tunings"
CAPO, TUNINGS = "skill.capo", "skill.alternatetunings"
SHAPE, SOUNDS, DECLINED = "shape", "sounds", "declined"
RIGHT, THEORETICAL, WRONG_DIRECTION, WRONG_CHORD = "right", "right, theoretical spelling", "wrong direction", "wrong chord"
FRETS = range(1, 12)  # the capo on frets 1 to 11
OPEN_SHAPES = ("C", "A", "G", "E", "D", "Am", "Em", "Dm")  # the course's eight open shapes
CAGED = ("C", "A", "G", "E", "D")  # the open major shapes a capo moves
KEYS_FOR_CAPO = ("C", "Db", "D", "Eb", "E", "F", "F#", "G", "Ab", "A", "Bb", "B")
CAPO_FRETS_SHOWN = range(0, 8)  # "frets 0 to 7 that give an open shape"
PICTURED = "I play a C shape with capo 3 — what does it sound like"  # GA's class comment's example
TURNED_SHAPE, TURNED_FRET = "G", 5  # "if I play in G with capo on 5": the shape played, the capo
KEY_PICTURED = "Bb"  # the key whose open shapes `open_shapes` draws, each above its capo

# The course's questions to CapoSkill (Lesson17.cs), each with what it asks: a figure name, the prompt, the
# shape to play or the chord that sounds, as a textbook answers
EXAMPLES = (
    ("in_e_capo_4", "What shape do I play in E with capo 4", SHAPE, "C"),
    ("song_in_e_capo_on_4", "Song is in E, what chord shape with capo on 4", SHAPE, "C"),
    ("capo_3_song_in_g", "Capo on 3, song in G, what shape", SHAPE, "E"),
    ("c_shape_capo_3", "I play a C shape with capo 3 — what does it sound like", SOUNDS, "Eb"),
    ("g_shape_capo_2", "What does a G shape sound like with capo 2", SOUNDS, "A"),
    ("capo_5_song_in_a", "Capo on 5, song in A", SHAPE, "E"),
    ("em_shape_capo_2", "If I capo on 2 and play an Em shape, what's the sounding chord", SOUNDS, "F#m"),
    ("sounding_key_g_capo_5", "What's the sounding key if I play in G with capo on 5", SOUNDS, "C"),
    ("capo_7_d_shape", "Capo 7, D shape — sounding chord", SOUNDS, "A"),
    ("b_major_capo_4", "What chord shape for B major with capo 4", SHAPE, "G"),
)
PHRASINGS = (
    ("song_in_em", "song in Em, capo 2, what shape", SHAPE, "Dm"),
    ("song_in_e_minor", "song in E minor, capo 2, what shape", SHAPE, "Dm"),
    ("in_lower_e", "What shape do I play in e with capo 4", SHAPE, "C"),
    ("shape_for_f", "what shape for F with capo 3", SHAPE, "D"),
    ("capo_on_3_in_g", "capo on 3 in G, what shape", SHAPE, "E"),
    ("song_in_f_sharp", "Capo on 2, song in F#, what shape", SHAPE, "E"),
    ("song_in_c_sharp", "song in C#, capo 4, what shape", SHAPE, "A"),
    ("song_in_b_flat", "song in B♭, capo 1, what shape", SHAPE, "A"),
    ("in_a_band", "I'm in a band, capo 2, song is in G", SHAPE, "F"),
    ("playing_in_d", "Playing in D with capo 2, what key does it sound in?", SOUNDS, "E"),
    ("c7_shape", "I play a C7 shape with capo 3, what does it sound like", SOUNDS, "Eb7"),
    ("cmaj7_shape", "what does a Cmaj7 shape sound like with capo 2", SOUNDS, "Dmaj7"),
    ("dsus4_shape", "capo 2, Dsus4 shape, what chord do I hear", SOUNDS, "Esus4"),
)
EXERCISES = (  # the page's exercises, asked as the other phrasings are but not printed
    ("exercise_e_min", "song in E min, capo 2, what shape", SHAPE, "Dm"),
    ("exercise_in_flats", "What does an A shape sound like with capo 1 in flats", SOUNDS, "Bb"),
)

# How the course's program reads CapoSkill's answer (Lesson17.cs, Ask)
SHAPE_ANSWER = re.compile(r"play a \*\*(?P<chord>.+?) shape\*\* to sound in \*\*(?P<key>.+?)\*\*")
SOUND_ANSWER = re.compile(r"sounds as \*\*(?P<chord>.+?)\*\*")
AM_LINE = re.compile(r"an Am shape at capo \d+ would sound as (?P<am>.+?)\.")
CHORD_PARTS = re.compile(r"^(?P<root>[A-G][#b]*)(?P<quality>.*)$")


@dataclass(frozen=True)
class CapoReply:
    """What the course reads in CapoSkill's answer: a shape or a sounding chord, or neither; the Am example."""

    kind: str  # SHAPE, SOUNDS or DECLINED
    chord: str | None = None
    am: str | None = None


@dataclass(frozen=True, eq=False)
class Lesson17:
    """GA at one revision, as lesson 17 asks it: the chatbot host, its capo and tuning skills."""

    at: str
    host: ChatbotHost

    def capo(self, prompt: str) -> CapoReply:
        return read_capo(self.host.call_skill("CapoSkill", prompt).result)

    def tuning(self, prompt: str) -> l17_tunings.TuningReply:
        return l17_tunings.read_tuning(self.host.call_skill("AlternateTuningsSkill", prompt).result)

    def prompts(self, intent: str) -> tuple[str, ...]:
        return self.host.intent(intent).prompts


def model(at: str) -> Lesson17:
    return Lesson17(at, ChatbotHost(at))


def read_capo(text: str) -> CapoReply:
    """The course's reading of an answer: the shape to play, else the chord that sounds, else declined."""
    am = AM_LINE.search(text)
    for kind, pattern in ((SHAPE, SHAPE_ANSWER), (SOUNDS, SOUND_ANSWER)):
        found = pattern.search(text)
        if found:
            return CapoReply(kind, found["chord"], am and am["am"])
    return CapoReply(DECLINED, None, am and am["am"])


def parts(chord: str) -> tuple[int, str]:
    """A chord's root pitch class and its quality's letters: "F#m" is (6, "m")."""
    found = CHORD_PARTS.match(chord)
    return note_pc(found["root"]), found["quality"]


def spellable(chord: str) -> bool:
    """Whether a key signature writes a major or minor chord's root with that quality (at most seven signs)."""
    root, quality = CHORD_PARTS.match(chord)["root"], CHORD_PARTS.match(chord)["quality"]
    return {"": root in USUAL_TONICS[MAJOR], "m": root in USUAL_TONICS[MINOR]}.get(quality, True)


def verdict(reply: CapoReply, kind: str, chord: str) -> str:
    """The course's verdict on an answer, against what the prompt asks."""
    if reply.kind == DECLINED:
        return DECLINED
    if reply.kind != kind:
        return WRONG_DIRECTION
    if parts(reply.chord) != parts(chord):
        return WRONG_CHORD
    return RIGHT if spellable(reply.chord) else THEORETICAL


def shown(reply: CapoReply) -> Cell:
    return phrase(DECLINED) if reply.kind == DECLINED else asked(reply.kind, reply.chord)


def asked(kind: str, chord: str) -> Cell:
    return phrase("shape {chord}", chord=chord) if kind == SHAPE else phrase("sounds {chord}", chord=chord)


def sharp(pc: int) -> str:
    return SHARP_NAMES[pc % 12]


def first_skill(ga: Lesson17) -> Table:
    "The first skill, in registration order, whose CanHandle takes each of the two skills' example prompts."
    if ga.at != "pin":
        return Table(None)
    skills = [i for i in ga.host.intents if i.kind == "skill"]
    prompts = ga.prompts(CAPO) + ga.prompts(TUNINGS)
    first = [next((i.id for i in skills if can_handle(i.cls, p)), None) for p in prompts]
    taken = [skill for skill in first if skill is not None]
    figures = {"skills": len(skills), "prompts": len(prompts),
               "accepted": sum(can_handle("CapoSkill", p) or can_handle("AlternateTuningsSkill", p) for p in prompts),
               "taken_by_others": len(taken), "others": ", ".join(dict.fromkeys(taken)),
               "capo_can_handle_never": all(not can_handle("CapoSkill", p) for p in prompts),
               "tunings_can_handle_never": all(not can_handle("AlternateTuningsSkill", p) for p in prompts)}
    rows = [(p, skill or ForReader(phrase("none"), phrase("no skill"))) for p, skill in zip(prompts, first)]
    columns = [Column("prompt", 64), Column("first skill that accepts it", 0,
                                            heading="the intent of the first skill that accepts it")]
    return Table("Without embeddings: the first skill, in registration order, whose CanHandle accepts each example prompt",
                 [grid(columns, rows),
                  Line("skill intents {skills}; CanHandle of skill.capo and skill.alternatetunings accepts {accepted} "
                       "of their {prompts} example prompts")], figures)


def asked_table(ga: Lesson17, questions, title: str, widths: tuple[int, int, int]) -> Table:
    """A list of the course's prompts to CapoSkill: what each asks, the answer, the verdict."""
    rows, figures, tally = [], {}, Counter()
    for name, prompt, kind, chord in questions:
        reply = ga.capo(prompt)
        v = verdict(reply, kind, chord)
        tally[v] += 1
        rows.append((prompt, asked(kind, chord), shown(reply), phrase(v)))
        figures |= per(name, verdict=v, answer=reply.chord or "", direction=reply.kind)
    figures |= {"prompts": len(questions), "right": tally[RIGHT], "theoretical": tally[THEORETICAL],
                "wrong_direction": tally[WRONG_DIRECTION], "wrong_chord": tally[WRONG_CHORD],
                "declined": tally[DECLINED]}
    columns = [("prompt", widths[0]), ("asks", widths[1]), ("answer", widths[2]), ("verdict", 0)]
    return Table(title, [grid(columns, rows)], figures)


def capo_examples(ga: Lesson17) -> Table:
    "CapoSkill's example prompts: what each asks, the answer, and the verdict against a textbook."
    if ga.at != "pin":
        return Table(None)
    table = asked_table(ga, EXAMPLES, "CapoSkill's example prompts: what each asks, and the answer", (64, 12, 14))
    return Table(table.title, table.parts, {**table.figures, "same_as_skill": ga.prompts(CAPO) == tuple(
        p for _, p, _, _ in EXAMPLES)}, capo_pictures(ga))


def capo_pictures(ga: Lesson17) -> dict:
    """The class comment's example, the C shape with the capo on 3, and the chord GA says it sounds; and the
    example GA turns round: the G shape with the capo on 5, what the question asks, and the shape GA answers."""
    prompt = next(p for name, p, _, _ in EXAMPLES if name == "sounding_key_g_capo_5")
    shape, fret, answered = TURNED_SHAPE, TURNED_FRET, ga.capo(prompt).chord
    return {"c_shape_capo_3": shape_on_capo("C", 3, ga.capo(PICTURED).chord),
            "sounding_key_g_capo_5.asked": shape_on_capo(shape, fret, sharp(note_pc(shape) + fret)),
            "sounding_key_g_capo_5.answered": shape_on_capo(answered, fret, sharp(note_pc(answered) + fret))}


def shape_on_capo(shape: str, fret: int, sounding: str):
    """An open shape above the capo on `fret`, and the chord it sounds, captioned `sounding`."""
    return capo(SHAPE_CHARTS[shape], phrase("{chord} shape", chord=shape), fret, sounding)


def sounding_to_shape(ga: Lesson17) -> Table:
    "Every key a signature writes, major and minor, with the capo on frets 1 to 11: the shape the skill gives."
    if ga.at != "pin":
        return Table(None)
    rows, figures, am = [], {}, Counter()
    cells = {}
    for quality in (MAJOR, MINOR):
        tally, odd, declined = Counter(), set(), set()
        for key in USUAL_TONICS[quality]:
            suffix = "m" if quality == MINOR else ""
            for fret in FRETS:
                reply = ga.capo(f"Song is in {key} {quality}, what shape with capo {fret}")
                v = verdict(reply, SHAPE, sharp(note_pc(key) - fret) + suffix)
                tally[v] += 1
                cells[(key + suffix, fret)] = (reply.chord, v)
                odd |= {reply.chord} if v == THEORETICAL else set()
                declined |= {key} if v == DECLINED else set()
                if reply.am is not None:
                    am.update(seen=1, wrong=parts(reply.am) != parts(sharp(9 + fret) + "m"),
                              theoretical=parts(reply.am) == parts(sharp(9 + fret) + "m") and not spellable(reply.am))
        wrong = tally[WRONG_CHORD] + tally[WRONG_DIRECTION]
        prompts = len(USUAL_TONICS[quality]) * len(FRETS)
        rows.append((phrase(quality), prompts, tally[RIGHT], phrase("{n} ({chords})", n=tally[THEORETICAL],
                     chords=Join(" ", tuple(sorted(odd)))), wrong,
                     phrase("{n} ({keys})", n=tally[DECLINED], keys=" ".join(sorted(declined))) if declined else 0))
        figures |= per(quality, prompts=prompts, right=tally[RIGHT], theoretical=tally[THEORETICAL], wrong=wrong,
                       declined=tally[DECLINED], theoretical_chords=", ".join(sorted(odd)),
                       declined_keys=", ".join(sorted(declined)))
    figures |= {"keys": sum(len(USUAL_TONICS[q]) for q in (MAJOR, MINOR)), "frets": len(FRETS),
                "am_seen": am["seen"], "am_wrong": am["wrong"], "am_theoretical": am["theoretical"]}
    columns = [("key", 8), ("prompts", 9), ("right", 7), ("right, theoretical spelling", 30), ("wrong", 7), ("declined", 0)]
    keys = [(k + s, key_name(k, q)) for s, q in (("", MAJOR), ("m", MINOR)) for k in USUAL_TONICS[q]]  # drawn, said
    return Table(phrase('"Song is in <key>, what shape with capo <fret>": {keys} keys, frets {low} to {high}',
                        keys=figures["keys"], low=FRETS[0], high=FRETS[-1]),
                 [grid(columns, rows),
                  Line("the answers' \"an Am shape at capo N would sound as …m\": {am_seen}, a wrong chord {am_wrong}, "
                       "a theoretical minor key {am_theoretical}")],
                 figures, {"keys_by_fret": verdict_map(keys, FRETS, cells)})


def shape_to_sounding(ga: Lesson17) -> Table:
    "The eight open shapes with the capo on frets 1 to 11: the chord the skill says each sounds."
    if ga.at != "pin":
        return Table(None)
    rows, figures = [], {}
    for shape in OPEN_SHAPES:
        pc, quality = parts(shape)
        tally, odd = Counter(), []
        for fret in FRETS:
            article = "an" if shape[0] in "AE" else "a"
            reply = ga.capo(f"What does {article} {shape} shape sound like with capo {fret}")
            v = verdict(reply, SOUNDS, sharp(pc + fret) + quality)
            tally[v] += 1
            odd += [(fret, reply.chord)] if v == THEORETICAL else []
        listed = ", ".join(f"{fret}: {chord}" for fret, chord in odd)
        rows.append((shape, len(FRETS), tally[RIGHT], tally[WRONG_CHORD] + tally[WRONG_DIRECTION], tally[DECLINED],
                     phrase("{n}, capo {frets}", n=len(odd), frets=listed) if odd else 0))
        figures |= per(shape.lower(), right=tally[RIGHT], theoretical=len(odd), theoretical_chords=listed)
    figures |= {"shapes": len(OPEN_SHAPES), "prompts": len(OPEN_SHAPES) * len(FRETS),
                "right": sum(r[2] for r in rows), "wrong": sum(r[3] for r in rows), "declined": sum(r[4] for r in rows),
                "theoretical": sum(figures[f"{s.lower()}.theoretical"] for s in OPEN_SHAPES)}
    columns = [("shape", 8), ("prompts", 9), ("right", 7), ("wrong", 7), ("declined", 10), ("right, theoretical spelling", 0)]
    charts = {f"shape_{shape.lower()}": chord_chart_svg(shape_frets(shape), shape, parts(shape)[0]) for shape in OPEN_SHAPES}
    return Table(phrase('"What does a <shape> shape sound like with capo <fret>": the eight open shapes, frets {low} to {high}',
                        low=FRETS[0], high=FRETS[-1]), [grid(columns, rows)], figures, charts)


def open_shapes(ga: Lesson17) -> Table:
    "Where to put the capo to play a key with the open shapes C A G E D: the frets a textbook gives, the skill's answer."
    if ga.at != "pin":
        return Table(None)
    rows, answered, pictures = [], 0, {}
    for key in KEYS_FOR_CAPO:
        frets = [(f, sharp(note_pc(key) - f)) for f in CAPO_FRETS_SHOWN if sharp(note_pc(key) - f) in CAGED]
        reply = ga.capo(f"Where should I put the capo to play in {key} with open chords?")
        answered += reply.kind != DECLINED
        rows.append((ForReader(key, note_name(key)), ", ".join(f"{f} {shape}" for f, shape in frets), shown(reply)))
        if key == KEY_PICTURED:  # the textbook's answer drawn: each open shape above its capo, sounding the key
            pictures = {f"{key.lower()}_capo_{f}": shape_on_capo(shape, f, pretty(key)) for f, shape in frets if f}
    figures = {"keys": len(KEYS_FOR_CAPO), "answered": answered, "declined": len(KEYS_FOR_CAPO) - answered,
               "highest_fret": CAPO_FRETS_SHOWN[-1]}
    columns = [("key", 5), (phrase("frets {low} to {high} that give an open shape: {shapes}", low=CAPO_FRETS_SHOWN[0],
                                   high=CAPO_FRETS_SHOWN[-1], shapes=" ".join(CAGED)), 48), ("the skill's answer", 0)]
    return Table('"Where should I put the capo to play in <key> with open chords?"', [grid(columns, rows)], figures,
                 pictures)


def other_phrasings(ga: Lesson17) -> Table:
    "Other phrasings of the two capo questions: what each asks, the answer, the verdict."
    if ga.at != "pin":
        return Table(None)
    table = asked_table(ga, PHRASINGS, "Other phrasings", (56, 14, 14))
    exercises = {}
    for name, prompt, kind, chord in EXERCISES:
        reply = ga.capo(prompt)
        exercises |= per(name, answer=reply.chord or "", verdict=verdict(reply, kind, chord))
    return Table(table.title, table.parts, {**table.figures, **exercises})


# ---- Try another: the reader's own key or shape, with the capo on the reader's fret (engine.panel) ----

FRET_OPTIONS = tuple(Option(str(fret), fret) for fret in FRETS)


def shape_question(key: str, fret: str) -> str:
    tonic, mode = key.split(" ")
    return f"Song is in {tonic} {mode}, what shape with capo {fret}"


def sounding_question(shape: str, fret: str) -> str:
    return f"What does {'an' if shape[0] in 'AE' else 'a'} {shape} shape sound like with capo {fret}"


def capo_answer(question: str, kind: str, chord: str, fret: int, reply) -> Table:
    """CapoSkill's answer to one question: what it asks, the answer read, the verdict; the open shape GA names,
    above the capo, sounding the chord it makes there."""
    read = read_capo(reply.result)
    row = (asked(kind, chord), shown(read), phrase(verdict(read, kind, chord)))
    shape = read.chord if read.kind == SHAPE else chord
    pictures = {"capo": shape_on_capo(shape, fret, sharp(parts(shape)[0] + fret) + parts(shape)[1])} \
        if shape in SHAPE_CHARTS and read.kind != DECLINED else {}
    columns = [Column("", heading="asks"), Column("", heading="answer"), Column("", heading="verdict")]
    return Table(phrase("CapoSkill, asked {question}", question=Quote(question)),
                 [*answer_lines(reply.result), grid(columns, [row], header=False)], {}, pictures)


def shape_answer(pick: tuple[str, str], replies) -> Table:
    "The shape CapoSkill gives for the reader's key with the capo on the reader's fret, against a textbook's."
    key, fret = pick
    tonic, mode = key.split(" ")
    chord = sharp(note_pc(tonic) - int(fret)) + ("m" if mode == MINOR else "")
    return capo_answer(shape_question(key, fret), SHAPE, chord, int(fret), replies[0])


def sounding_answer(pick: tuple[str, str], replies) -> Table:
    "The chord CapoSkill says the reader's open shape sounds with the capo on the reader's fret, against a textbook's."
    shape, fret = pick
    pc, quality = parts(shape)
    return capo_answer(sounding_question(shape, fret), SOUNDS, sharp(pc + int(fret)) + quality, int(fret), replies[0])


PANELS = [
    Panel("sounding_to_shape", (Choice("key", "the song's key", tuple(key_option(t, m) for m in (MAJOR, MINOR)
                                                                      for t in USUAL_TONICS[m])),
                                Choice("fret", "the capo's fret", FRET_OPTIONS)),
          lambda key, fret: (Ask("CapoSkill", shape_question(key, fret)),), shape_answer, ("E major", "4")),
    Panel("shape_to_sounding", (Choice("shape", "the open shape", tuple(Option(s, s) for s in OPEN_SHAPES)),
                                Choice("fret", "the capo's fret", FRET_OPTIONS)),
          lambda shape, fret: (Ask("CapoSkill", sounding_question(shape, fret)),), sounding_answer, ("C", "3")),
]


QUESTIONS = [first_skill, capo_examples, sounding_to_shape, shape_to_sounding, open_shapes, other_phrasings,
             tuning_examples, tuning_table, by_notes, outside_table]
