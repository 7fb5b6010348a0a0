module example.com/pianotuner

go 1.22
