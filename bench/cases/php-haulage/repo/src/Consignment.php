<?php

declare(strict_types=1);

namespace Haulage;

final class Consignment
{
    /** @var Pallet[] */
    private array $pallets = [];

    /** @var Service[] */
    private array $services = [];

    public function __construct(
        public readonly string $reference,
        public readonly Postcode $collectFrom,
        public readonly Postcode $deliverTo,
    ) {
    }

    public function addPallet(Pallet $pallet): self
    {
        $this->pallets[] = $pallet;

        return $this;
    }

    public function addService(Service $service): self
    {
        if (in_array($service, $this->services, true)) {
            return $this;
        }
        if ($service === Service::AmDelivery && in_array(Service::TimedDelivery, $this->services, true)
            || $service === Service::TimedDelivery && in_array(Service::AmDelivery, $this->services, true)) {
            throw new \LogicException('Choose either a before-noon or a timed delivery, not both');
        }
        $this->services[] = $service;

        return $this;
    }

    /** @return Pallet[] */
    public function pallets(): array
    {
        return $this->pallets;
    }

    /** @return Service[] */
    public function services(): array
    {
        return $this->services;
    }

    public function totalWeightKg(): int
    {
        return array_sum(array_map(static fn (Pallet $p): int => $p->weightKg, $this->pallets));
    }

    public function isEmpty(): bool
    {
        return $this->pallets === [];
    }
}
