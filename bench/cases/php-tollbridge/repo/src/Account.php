<?php

declare(strict_types=1);

namespace TollBridge;

use DateTimeImmutable;
use DomainException;

/**
 * A prepaid tag account. Tag crossings get a discount off the tariff fare and
 * are paid from the balance; the account tops itself up from the card on file
 * when the balance falls below the threshold.
 */
final class Account
{
    public const TAG_DISCOUNT_PCT = 10;

    private int $balance;

    /** @var list<Crossing> */
    private array $crossings = [];

    /** @var list<int> */
    private array $topUps = [];

    public function __construct(
        public readonly string $tag,
        public readonly string $plate,
        int $balance = 0,
        public readonly int $topUpBelow = 500,
        public readonly int $topUpAmount = 2000,
    ) {
        $this->balance = $balance;
    }

    public function balance(): int
    {
        return $this->balance;
    }

    /** @return list<int> */
    public function topUps(): array
    {
        return $this->topUps;
    }

    /** @return list<Crossing> */
    public function crossings(): array
    {
        return $this->crossings;
    }

    /**
     * What the account pays for a crossing with the given tariff fare.
     */
    public function priceFor(int $fare, DateTimeImmutable $at): int
    {
        return intdiv($fare * (100 - self::TAG_DISCOUNT_PCT), 100);
    }

    public function record(Crossing $crossing): void
    {
        if ($crossing->plate !== $this->plate) {
            throw new DomainException("{$crossing->plate} is not on tag {$this->tag}");
        }
        $this->balance -= $crossing->charged;
        $this->crossings[] = $crossing;
        if ($this->topUpAmount > 0 && $this->balance < $this->topUpBelow) {
            $this->balance += $this->topUpAmount;
            $this->topUps[] = $this->topUpAmount;
        }
    }
}
