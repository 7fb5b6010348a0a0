module Plumbing
  # The kinds of work the firm takes on, with the trade each needs and how long
  # the office books for it.
  JobKind = Struct.new(:code, :title, :trade, :estimate_minutes, :default_priority, keyword_init: true) do
    def gas?
      trade == :gas
    end
  end

  module JobKinds
    ALL = [
      JobKind.new(code: :leak, title: "Leak repair", trade: :plumbing,
                  estimate_minutes: 60, default_priority: :emergency),
      JobKind.new(code: :blocked_drain, title: "Blocked drain", trade: :drainage,
                  estimate_minutes: 90, default_priority: :urgent),
      JobKind.new(code: :tap_replacement, title: "Tap replacement", trade: :plumbing,
                  estimate_minutes: 45, default_priority: :routine),
      JobKind.new(code: :radiator_fit, title: "Radiator fitting", trade: :plumbing,
                  estimate_minutes: 120, default_priority: :routine),
      JobKind.new(code: :boiler_service, title: "Boiler service", trade: :gas,
                  estimate_minutes: 60, default_priority: :routine),
      JobKind.new(code: :boiler_repair, title: "Boiler repair", trade: :gas,
                  estimate_minutes: 120, default_priority: :urgent),
      JobKind.new(code: :no_heating, title: "No heating or hot water", trade: :gas,
                  estimate_minutes: 90, default_priority: :emergency),
      JobKind.new(code: :bathroom_install, title: "Bathroom installation", trade: :plumbing,
                  estimate_minutes: 480, default_priority: :routine)
    ].freeze

    BY_CODE = ALL.to_h { |kind| [kind.code, kind] }.freeze

    def self.fetch(code)
      BY_CODE.fetch(code.to_sym) { raise Plumbing::Error, "unknown job kind: #{code}" }
    end
  end
end
