<?php

declare(strict_types=1);

namespace TollBridge;

use DateTimeImmutable;
use InvalidArgumentException;

/**
 * The lanes: takes a vehicle's class and payment and records the crossing.
 */
final class TollBooth
{
    /** @var array<string, Account> by plate */
    private array $accounts = [];

    /** @var list<Crossing> */
    private array $log = [];

    /** @var list<string> plates that cross free: emergency services, the bridge's own vehicles */
    private array $exempt = [];

    public function __construct(private Tariff $tariff)
    {
    }

    public function register(Account $account): void
    {
        $this->accounts[$account->plate] = $account;
    }

    public function exempt(string $plate): void
    {
        $this->exempt[] = $plate;
    }

    public function account(string $plate): ?Account
    {
        return $this->accounts[$plate] ?? null;
    }

    public function pass(
        string $plate,
        VehicleClass $class,
        DateTimeImmutable $at,
        string $direction,
        string $method = 'card',
    ): Crossing {
        if ($direction !== Crossing::NORTH && $direction !== Crossing::SOUTH) {
            throw new InvalidArgumentException("direction must be N or S, not {$direction}");
        }
        $fare = $this->tariff->fare($class, $at);
        $account = $this->accounts[$plate] ?? null;
        if (in_array($plate, $this->exempt, true)) {
            $charged = 0;
            $method = 'exempt';
        } elseif ($account !== null && $class->tagEligible()) {
            $charged = $account->priceFor($fare, $at);
            $method = 'tag';
        } else {
            $charged = $fare;
        }
        $crossing = new Crossing($plate, $at, $class, $direction, $fare, $charged, $method);
        if ($method === 'tag') {
            $account->record($crossing);
        }
        $this->log[] = $crossing;
        return $crossing;
    }

    /** @return list<Crossing> */
    public function log(): array
    {
        return $this->log;
    }

    /**
     * Takings in pence for a day, by method.
     *
     * @return array<string, int>
     */
    public function takings(DateTimeImmutable $day): array
    {
        $date = $day->format('Y-m-d');
        $totals = [];
        foreach ($this->log as $c) {
            if ($c->at->format('Y-m-d') !== $date) {
                continue;
            }
            $totals[$c->method] = ($totals[$c->method] ?? 0) + $c->charged;
        }
        ksort($totals);
        return $totals;
    }
}
