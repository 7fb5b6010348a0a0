<?php

declare(strict_types=1);

namespace DrivingRange;

/**
 * A prepaid card for the ball dispenser, holding a number of balls.
 */
final class BallCard
{
    private int $balance = 0;

    /** @var list<array{string, int}> */
    private array $history = [];

    public function __construct(public readonly string $number, public readonly CustomerType $holder = CustomerType::Visitor)
    {
        if (!preg_match('/^[0-9]{6}$/', $number)) {
            throw new \InvalidArgumentException("Card numbers have six digits, got '$number'");
        }
    }

    public function balance(): int
    {
        return $this->balance;
    }

    public function topUp(int $balls): void
    {
        if ($balls <= 0) {
            throw new \InvalidArgumentException('Top up a positive number of balls');
        }
        $this->balance += $balls;
        $this->history[] = ['top-up', $balls];
    }

    /**
     * Buys a bucket at the till onto the card and returns its price.
     */
    public function buyBucket(Tariff $tariff, string $size): Money
    {
        [$balls, $price] = $tariff->bucket($size);
        $this->topUp($balls);

        return $price;
    }

    /**
     * Takes balls off the card at the dispenser. Refuses if the balance is short.
     */
    public function dispense(int $balls): void
    {
        if ($balls <= 0) {
            throw new \InvalidArgumentException('Dispense a positive number of balls');
        }
        if ($balls > $this->balance) {
            throw new \DomainException(sprintf('Card %s has %d balls, %d asked for', $this->number, $this->balance, $balls));
        }
        $this->balance -= $balls;
        $this->history[] = ['dispense', -$balls];
    }

    /**
     * @return list<array{string, int}>
     */
    public function history(): array
    {
        return $this->history;
    }
}
