<?php

declare(strict_types=1);

namespace StudioNine\DancePasses;

/**
 * Takes each visit off one of the member's passes. When several passes cover
 * the day, the one that expires first is used, so that no class is lost.
 * A visit no pass covers is owed at the drop-in price.
 */
final class PassLedger
{
    /** @var array<string, list<ClassPass>> */
    private array $passes = [];

    /** @var list<Visit> */
    private array $unpaid = [];

    public function __construct(private readonly Money $dropIn)
    {
    }

    public function add(ClassPass $pass): void
    {
        $this->passes[$pass->member][] = $pass;
    }

    /** @param list<Visit> $visits */
    public function record(array $visits): void
    {
        foreach ($visits as $visit) {
            $chosen = null;
            foreach ($this->passes[$visit->member] ?? [] as $pass) {
                if (!$pass->covers($visit->day)) {
                    continue;
                }
                if ($chosen === null || $pass->expires() < $chosen->expires()) {
                    $chosen = $pass;
                }
            }
            if ($chosen === null) {
                $this->unpaid[] = $visit;
            } else {
                $chosen->use();
            }
        }
    }

    /** @return list<ClassPass> */
    public function passesOf(string $member): array
    {
        return $this->passes[$member] ?? [];
    }

    /** @return list<string> */
    public function members(): array
    {
        $members = array_keys($this->passes);
        foreach ($this->unpaid as $visit) {
            $members[] = $visit->member;
        }
        $members = array_values(array_unique($members));
        sort($members);
        return $members;
    }

    /** @return list<Visit> */
    public function unpaidOf(string $member): array
    {
        return array_values(array_filter($this->unpaid, static fn (Visit $v): bool => $v->member === $member));
    }

    public function owed(string $member): Money
    {
        return $this->dropIn->times(count($this->unpaidOf($member)));
    }
}
