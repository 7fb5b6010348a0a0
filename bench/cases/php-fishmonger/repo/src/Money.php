<?php

declare(strict_types=1);

namespace Fishmonger;

/**
 * An amount of sterling held in whole pence.
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

    public static function zero(): self
    {
        return new self(0);
    }

    /** Rounds half away from zero, as the till does. */
    public static function fromFloat(float $pence): self
    {
        return new self((int) round($pence, 0, PHP_ROUND_HALF_UP));
    }

    public function plus(self $other): self
    {
        return new self($this->pence + $other->pence);
    }

    public function minus(self $other): self
    {
        return new self($this->pence - $other->pence);
    }

    public function times(float $factor): self
    {
        return self::fromFloat($this->pence * $factor);
    }

    /** The given percentage of this amount, rounded to the penny. */
    public function percent(float $percent): self
    {
        return self::fromFloat($this->pence * $percent / 100);
    }

    public function isZero(): bool
    {
        return $this->pence === 0;
    }

    public function isAtLeast(self $other): bool
    {
        return $this->pence >= $other->pence;
    }

    public function format(): string
    {
        $sign = $this->pence < 0 ? '-' : '';
        $abs = abs($this->pence);
        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($abs, 100)), $abs % 100);
    }
}
