CREATE TABLE "delivery_days" (
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_days_day_channel_pk" PRIMARY KEY("day","channel")
);
