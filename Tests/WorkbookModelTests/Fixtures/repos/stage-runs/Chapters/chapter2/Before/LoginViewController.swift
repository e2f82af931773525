// The fixture's Before of chapter 2 (module Chapter2Before): a crash names this file by module.
