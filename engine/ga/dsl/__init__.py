"""GA's F# DSL (`Common/GA.Business.DSL/`) as the chatbot reaches it through ga_dsl_eval.

- `chords`: the chord AST, ChordParser (FParsec, over `engine.ga.fparsec`) and ChordRenderer.
- `registry`: the registered closures' records (`data/closures.tsv`) and GaError.
- `domain`: what the domain closures compute, at the pin and at 6baf32e.
- `claims`: what the SKILL.md files that call them say they return.
"""
