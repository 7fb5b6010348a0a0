<?php

declare(strict_types=1);

namespace Juggling;

/**
 * A vanilla siteswap: the heights of the throws of one period, "531" or "441".
 * Every throw of height h lands h beats later; a pattern is jugglable when no
 * two throws land on the same beat.
 */
final class Siteswap
{
    /** @var list<int> */
    private array $throws;

    /**
     * @param list<int> $throws
     */
    public function __construct(array $throws)
    {
        if ($throws === []) {
            throw new InvalidPattern('A siteswap has at least one throw');
        }
        foreach ($throws as $height) {
            if (!is_int($height) || $height < 0) {
                throw new InvalidPattern('Throw heights are whole numbers from 0');
            }
        }
        $this->throws = array_values($throws);
    }

    public static function parse(string $notation): self
    {
        $notation = trim($notation);
        if (!preg_match('/^[0-9]+$/', $notation)) {
            throw new InvalidPattern(sprintf('"%s" is not a vanilla siteswap', $notation));
        }

        return new self(array_map('intval', str_split($notation)));
    }

    /** @return list<int> */
    public function throws(): array
    {
        return $this->throws;
    }

    public function period(): int
    {
        return count($this->throws);
    }

    /**
     * The beat (within the period) on which each throw lands.
     *
     * @return list<int>
     */
    public function landingBeats(): array
    {
        $period = $this->period();
        $beats = [];
        foreach ($this->throws as $beat => $height) {
            $beats[] = ($beat + $height) % $period;
        }

        return $beats;
    }

    public function isValid(): bool
    {
        $beats = $this->landingBeats();

        return count(array_unique($beats)) === count($beats);
    }

    /**
     * The number of balls: the average throw height.
     */
    public function balls(): int
    {
        $sum = array_sum($this->throws);
        if ($sum % $this->period() !== 0) {
            throw new InvalidPattern(sprintf('%s has no whole number of balls', $this));
        }

        return intdiv($sum, $this->period());
    }

    public function maxHeight(): int
    {
        return max($this->throws);
    }

    /**
     * The state the pattern is juggled in, seen just before its first throw.
     */
    public function state(): State
    {
        if (!$this->isValid()) {
            throw new InvalidPattern(sprintf('%s is not jugglable', $this));
        }

        // Juggle a long run of the pattern from nothing: every ball in the air
        // then belongs to the pattern.
        $state = State::empty($this->maxHeight());
        $beats = $this->period() * ($this->maxHeight() + 1);
        for ($beat = 0; $beat < $beats; ++$beat) {
            $state = $state->throwAnything($this->throws[$beat % $this->period()]);
        }

        return $state;
    }

    public function isGround(): bool
    {
        return $this->state()->equals(State::ground($this->balls(), $this->maxHeight()));
    }

    public function __toString(): string
    {
        return implode('', $this->throws);
    }
}
