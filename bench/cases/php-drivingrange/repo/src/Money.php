<?php

declare(strict_types=1);

namespace DrivingRange;

/**
 * An amount of money in pence.
 */
final class Money
{
    private function __construct(public readonly int $pence)
    {
    }

    public static function pence(int $pence): self
    {
        return new self($pence);
    }

    public static function pounds(float $pounds): self
    {
        return new self((int) round($pounds * 100));
    }

    public static function zero(): self
    {
        return new self(0);
    }

    public function add(Money $other): self
    {
        return new self($this->pence + $other->pence);
    }

    public function subtract(Money $other): self
    {
        return new self($this->pence - $other->pence);
    }

    public function times(int|float $factor): self
    {
        return new self((int) round($this->pence * $factor));
    }

    /**
     * The given percentage of this amount, rounded to the penny.
     */
    public function percent(int|float $percent): self
    {
        return new self((int) round($this->pence * $percent / 100));
    }

    public function isZero(): bool
    {
        return $this->pence === 0;
    }

    public function equals(Money $other): bool
    {
        return $this->pence === $other->pence;
    }

    public function format(): string
    {
        $sign = $this->pence < 0 ? '-' : '';
        $abs = abs($this->pence);

        return sprintf('%s£%d.%02d', $sign, intdiv($abs, 100), $abs % 100);
    }

    public function __toString(): string
    {
        return $this->format();
    }
}
