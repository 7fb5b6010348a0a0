# frozen_string_literal: true

module Tugboat
  # What a ship's agent is billed for the towage of one call.
  class Invoice
    Line = Struct.new(:description, :amount)

    VAT_PERCENT = 21

    attr_reader :vessel, :lines

    def initialize(vessel, tariff)
      @vessel = vessel
      @tariff = tariff
      @lines = []
    end

    def add_job(job)
      raise Error, "job for another ship" unless job.vessel == vessel

      label = "#{job.kind.to_s.capitalize}, #{job.tugs.size} tug(s)"
      label += " (overtime)" if @tariff.overtime?(job.started_at || job.ordered_for)
      lines << Line.new(label, job.tugs.size * @tariff.tug_charge(job))
      waiting = @tariff.waiting_charge(job)
      lines << Line.new("Waiting, #{job.waiting_minutes} min", waiting) if waiting.positive?
      self
    end

    def net
      lines.sum(&:amount)
    end

    def vat
      (net * VAT_PERCENT / 100.0).round
    end

    def total
      net + vat
    end

    def self.euros(cents)
      format("%.2f", cents / 100.0)
    end

    def to_s
      rows = lines.map { |line| format("%-36s %12s", line.description, Invoice.euros(line.amount)) }
      rows << format("%-36s %12s", "Net", Invoice.euros(net))
      rows << format("%-36s %12s", "VAT #{VAT_PERCENT}%", Invoice.euros(vat))
      rows << format("%-36s %12s", "Total", Invoice.euros(total))
      (["Towage: #{vessel}"] + rows).join("\n") + "\n"
    end
  end
end
