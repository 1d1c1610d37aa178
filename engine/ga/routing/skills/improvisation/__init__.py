"""GA's ImprovisationSkill at the pin, at #749 and on main: how it reads chords, what it answers, #749's guard.

`execute(message, at, extractor)` is ExecuteAsync (`skill.py`); `chord_answers(response)` reads its
Data.perChord back as the course does; `guard.find` and `guard.decline` are #749's InvalidChordNames;
`reading` holds the tokenizer and InferQuality.
"""
from . import guard
from .reading import Quality, chord_run, has_chord_shape, has_improv_intent, quality_of, root_of
from .skill import (AGENT, VERSIONS, ChordAnswer, ModelNeeded, ScaleChoice, answer, arpeggio_for, chord_answers,
                    classify, course_extractor, execute, host_extractor, scales_for)

__all__ = ["AGENT", "VERSIONS", "ChordAnswer", "ModelNeeded", "Quality", "ScaleChoice", "answer", "arpeggio_for",
           "chord_answers", "chord_run", "classify", "course_extractor", "execute", "guard", "has_chord_shape",
           "has_improv_intent", "host_extractor", "quality_of", "root_of", "scales_for"]
