module Livery
  SERVICES = %i[full part diy grass].freeze

  Horse = Struct.new(:name, :owner, :service, keyword_init: true) do
    def initialize(name:, owner:, service:)
      raise UnknownService, "no such livery: #{service.inspect}" unless SERVICES.include?(service)

      super
    end

    def to_s
      "#{name} (#{owner})"
    end
  end
end
