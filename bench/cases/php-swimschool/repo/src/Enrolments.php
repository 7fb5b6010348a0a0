<?php

declare(strict_types=1);

namespace Swimschool;

final class Enrolments
{
    /** @var array<string, Swimmer[]> slot code => swimmers */
    private array $places = [];
    /** @var array<string, Swimmer[]> slot code => waiting swimmers, first come first */
    private array $waiting = [];
    /** @var array<string, ClassSlot> */
    private array $slots = [];

    public function __construct(private readonly Term $term)
    {
    }

    /** @return string 'enrolled' or 'waiting' */
    public function enrol(Swimmer $swimmer, ClassSlot $slot): string
    {
        if ($swimmer->stage !== $slot->stage) {
            throw new \DomainException("{$swimmer->name} swims stage {$swimmer->stage}, not {$slot->stage}");
        }
        $age = $swimmer->ageOn($this->term->start);
        if ($age < Stage::minimumAge($slot->stage)) {
            throw new \DomainException("{$swimmer->name} is $age at the start of term, too young for stage {$slot->stage}");
        }
        $this->slots[$slot->code] = $slot;
        if (count($this->places[$slot->code] ?? []) < $slot->places()) {
            $this->places[$slot->code][] = $swimmer;
            return 'enrolled';
        }
        $this->waiting[$slot->code][] = $swimmer;
        return 'waiting';
    }

    /** @return Swimmer[] */
    public function in(ClassSlot $slot): array
    {
        return $this->places[$slot->code] ?? [];
    }

    /** @return Swimmer[] */
    public function waitingFor(ClassSlot $slot): array
    {
        return $this->waiting[$slot->code] ?? [];
    }

    /** @return array<int, array{Swimmer, ClassSlot}> every place taken, slot by slot */
    public function all(): array
    {
        $rows = [];
        foreach ($this->places as $code => $swimmers) {
            foreach ($swimmers as $swimmer) {
                $rows[] = [$swimmer, $this->slots[$code]];
            }
        }
        return $rows;
    }

    public function term(): Term
    {
        return $this->term;
    }
}
