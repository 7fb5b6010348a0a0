<?php

declare(strict_types=1);

namespace Judo;

/**
 * One contest between the judoka in blue and the one in white. Ippon ends it, and so does a second
 * waza-ari; a third shido is hansoku-make and the opponent wins. When time runs out the one with more
 * waza-ari wins; level, the contest goes to golden score, where the first score wins.
 */
final class Contest
{
    public const BLUE = 'blue';
    public const WHITE = 'white';

    /** @var list<array{side: string, score: Score, second: int}> */
    private array $events = [];
    private bool $timeUp = false;

    public function __construct(
        public readonly string $blue,
        public readonly string $white,
        public readonly int $seconds = 240,
    ) {
    }

    public function give(string $side, Score $score, int $second): self
    {
        if (!in_array($side, [self::BLUE, self::WHITE], true)) {
            throw new JudoError("no side called {$side}");
        }
        if ($this->winner() !== null) {
            throw new JudoError('the contest is over');
        }
        $this->events[] = ['side' => $side, 'score' => $score, 'second' => $second];
        if ($this->count($side, Score::Shido) === 3) {
            $this->events[] = ['side' => $side, 'score' => Score::HansokuMake, 'second' => $second];
        }

        return $this;
    }

    public function call(string $side, string $call, int $second): self
    {
        return $this->give($side, Score::fromCall($call), $second);
    }

    /** The bell: time is up; a level contest goes on in golden score. */
    public function timeUp(): self
    {
        $this->timeUp = true;

        return $this;
    }

    public function count(string $side, Score $score): int
    {
        return count(array_filter($this->events, static fn (array $e): bool => $e['side'] === $side && $e['score'] === $score));
    }

    public function goldenScore(): bool
    {
        return $this->timeUp && $this->onTime() === null && $this->decisive() === null;
    }

    /** The side that won, or null while the contest goes on. */
    public function winner(): ?string
    {
        $decisive = $this->decisive();
        if ($decisive !== null) {
            return $decisive['winner'];
        }
        if (!$this->timeUp) {
            return null;
        }

        return $this->onTime()['winner'] ?? null;
    }

    /** The score that decided the contest: ippon, waza-ari or hansoku-make. */
    public function decidedBy(): ?Score
    {
        return $this->decisive()['by'] ?? ($this->timeUp ? ($this->onTime()['by'] ?? null) : null);
    }

    public function winnerName(): ?string
    {
        return match ($this->winner()) {
            self::BLUE => $this->blue,
            self::WHITE => $this->white,
            null => null,
        };
    }

    /** @return array{winner: string, by: Score}|null */
    private function decisive(): ?array
    {
        foreach ([self::BLUE, self::WHITE] as $side) {
            $other = $side === self::BLUE ? self::WHITE : self::BLUE;
            if ($this->count($side, Score::Ippon) > 0) {
                return ['winner' => $side, 'by' => Score::Ippon];
            }
            if ($this->count($side, Score::WazaAri) >= 2) {
                return ['winner' => $side, 'by' => Score::Ippon];
            }
            if ($this->count($other, Score::HansokuMake) > 0) {
                return ['winner' => $side, 'by' => Score::HansokuMake];
            }
        }
        if ($this->timeUp) {
            // Golden score: the first score after the bell wins.
            foreach ($this->events as $event) {
                if ($event['second'] >= $this->seconds && !$event['score']->isPenalty()) {
                    return ['winner' => $event['side'], 'by' => $event['score']];
                }
            }
        }

        return null;
    }

    /** @return array{winner: string, by: Score}|null */
    private function onTime(): ?array
    {
        $blue = $this->count(self::BLUE, Score::WazaAri);
        $white = $this->count(self::WHITE, Score::WazaAri);
        if ($blue === $white) {
            return null;
        }

        return ['winner' => $blue > $white ? self::BLUE : self::WHITE, 'by' => Score::WazaAri];
    }
}
