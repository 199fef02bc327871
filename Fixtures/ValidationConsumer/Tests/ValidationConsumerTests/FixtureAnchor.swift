// Keeps the test target non-empty in git; scripts/check-validation-fixture.sh writes docs/validation.md's test file
// beside it.
