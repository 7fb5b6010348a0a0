module github.com/looplab/fsm

go 1.16
