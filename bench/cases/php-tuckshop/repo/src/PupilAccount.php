<?php

declare(strict_types=1);

namespace Tuckshop;

final class PupilAccount
{
    private int $balance = 0;
    private int $dailyLimit;
    /** @var array<string, int> pence spent, by date (Y-m-d) */
    private array $spent = [];
    /** @var Category[] categories the parent has blocked */
    private array $blocked = [];
    /** @var string[] */
    private array $allergies;

    /**
     * @param string[] $allergies
     */
    public function __construct(
        public readonly string $id,
        public readonly string $name,
        public readonly int $yearGroup,
        public readonly string $form,
        array $allergies = [],
        ?int $dailyLimit = null,
    ) {
        $this->allergies = array_map('strtolower', $allergies);
        $this->dailyLimit = $dailyLimit ?? DailyLimit::forYear($yearGroup);
    }

    public function balance(): int
    {
        return $this->balance;
    }

    public function dailyLimit(): int
    {
        return $this->dailyLimit;
    }

    public function setDailyLimit(int $pence): void
    {
        if ($pence < 0) {
            throw new \InvalidArgumentException('A daily limit cannot be negative');
        }
        $this->dailyLimit = $pence;
    }

    public function topUp(int $pence): void
    {
        if ($pence <= 0) {
            throw new \InvalidArgumentException('Top-ups must be positive');
        }
        $this->balance += $pence;
    }

    public function debit(int $pence, string $date): void
    {
        if ($pence > $this->balance) {
            throw new \LogicException("Balance of {$this->name} is too low");
        }
        $this->balance -= $pence;
        $this->spent[$date] = $this->spentOn($date) + $pence;
    }

    public function credit(int $pence, string $date): void
    {
        $this->balance += $pence;
        $this->spent[$date] = max(0, $this->spentOn($date) - $pence);
    }

    public function spentOn(string $date): int
    {
        return $this->spent[$date] ?? 0;
    }

    public function block(Category $category): void
    {
        if (!in_array($category, $this->blocked, true)) {
            $this->blocked[] = $category;
        }
    }

    public function isBlocked(Category $category): bool
    {
        return in_array($category, $this->blocked, true);
    }

    /** @return string[] */
    public function allergies(): array
    {
        return $this->allergies;
    }

    public function label(): string
    {
        return "{$this->name} ({$this->form})";
    }
}
