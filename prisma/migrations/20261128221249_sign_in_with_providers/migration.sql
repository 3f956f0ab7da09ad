-- CreateTable
CREATE TABLE "sign_in_identities" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMP(3),

    CONSTRAINT "sign_in_identities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_states" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "intent" TEXT NOT NULL,
    "user_id" TEXT,
    "nonce" TEXT NOT NULL,
    "verifier_sealed" TEXT NOT NULL,
    "binding_hash" TEXT NOT NULL,
    "redirect_uri" TEXT NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_states_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sign_in_tickets" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "user_id" TEXT,
    "is_new" BOOLEAN NOT NULL DEFAULT false,
    "code_hash" TEXT,
    "code_sent_at" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_tickets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_in_identities_user_id_idx" ON "sign_in_identities"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "sign_in_identities_provider_issuer_subject_key" ON "sign_in_identities"("provider", "issuer", "subject");

-- CreateIndex
CREATE INDEX "sign_in_states_expires_at_idx" ON "sign_in_states"("expires_at");

-- CreateIndex
CREATE INDEX "sign_in_tickets_expires_at_idx" ON "sign_in_tickets"("expires_at");

-- AddForeignKey
ALTER TABLE "sign_in_identities" ADD CONSTRAINT "sign_in_identities_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

