"""Models of GuitarAlchemist/ga's parts, one part per module or package, at the pin and on main."""
