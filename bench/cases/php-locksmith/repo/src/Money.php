<?php

declare(strict_types=1);

namespace Locksmith;

/**
 * An amount of money in pence. All prices in the shop are pounds sterling.
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

    /**
     * Parses "12", "12.5" or "12.50" as pounds.
     */
    public static function pounds(string $amount): self
    {
        if (!preg_match('/^(-?)(\d+)(?:\.(\d{1,2}))?$/', $amount, $m)) {
            throw new \InvalidArgumentException("Not an amount of pounds: '$amount'");
        }
        $pence = (int) $m[2] * 100 + (int) str_pad($m[3] ?? '0', 2, '0');

        return new self($m[1] === '-' ? -$pence : $pence);
    }

    public function add(Money $other): self
    {
        return new self($this->pence + $other->pence);
    }

    public function subtract(Money $other): self
    {
        return new self($this->pence - $other->pence);
    }

    public function times(int $quantity): self
    {
        return new self($this->pence * $quantity);
    }

    /**
     * The given percentage of this amount, rounded half away from zero to the penny.
     */
    public function percent(int|float $percent): self
    {
        return new self((int) round($this->pence * $percent / 100, 0, PHP_ROUND_HALF_UP));
    }

    public function isZero(): bool
    {
        return $this->pence === 0;
    }

    public function equals(Money $other): bool
    {
        return $this->pence === $other->pence;
    }

    /**
     * @param Money[] $amounts
     */
    public static function sum(array $amounts): self
    {
        $total = 0;
        foreach ($amounts as $amount) {
            $total += $amount->pence;
        }

        return new self($total);
    }

    public function format(): string
    {
        $sign = $this->pence < 0 ? '-' : '';
        $abs = abs($this->pence);

        return sprintf('%s£%s.%02d', $sign, number_format(intdiv($abs, 100)), $abs % 100);
    }

    public function __toString(): string
    {
        return $this->format();
    }
}
